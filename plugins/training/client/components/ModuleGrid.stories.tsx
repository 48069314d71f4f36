import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleModules, sampleProgress } from '../fixtures/sampleStanding';
import { ModuleGrid } from './ModuleGrid';

const meta = {
  title: 'Plugins/Training/Module Grid',
  component: ModuleGrid,
} satisfies Meta<typeof ModuleGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every module. */
export const AllModules: Story = {
  args: {
    shown: sampleModules,
    modules: sampleModules,
    standings: sampleProgress.modules,
    onOpen: () => {},
    label: 'All modules',
  },
};
