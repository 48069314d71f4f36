import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleModules, sampleProgress } from '../fixtures/sampleStanding';
import { ModuleCard } from './ModuleCard';

const meta = {
  title: 'Plugins/Training/Module Card',
  component: ModuleCard,
} satisfies Meta<typeof ModuleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (index: number) => ({
  module: sampleModules[index]!,
  standing: sampleProgress.modules[index],
  modules: sampleModules,
  onOpen: () => {},
});

/** A module passed. */
export const Completed: Story = { args: card(0) };
/** A module open, not started. */
export const Open: Story = { args: card(1) };
/** A module locked until Payroll Mastery is done. */
export const Locked: Story = { args: card(2) };
