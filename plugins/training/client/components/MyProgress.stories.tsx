import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleModules, sampleProgress } from '../fixtures/sampleStanding';
import { MyProgress } from './MyProgress';

const meta = {
  title: 'Plugins/Training/My Progress',
  component: MyProgress,
} satisfies Meta<typeof MyProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Accounting Fundamentals passed, the rest not begun. */
export const OneModuleDone: Story = {
  args: { modules: sampleModules, progress: sampleProgress },
};
