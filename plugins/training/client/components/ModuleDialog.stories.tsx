import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleModules, sampleProgress } from '../fixtures/sampleStanding';
import { ModuleDialog } from './ModuleDialog';

const meta = {
  title: 'Plugins/Training/Module Dialog',
  component: ModuleDialog,
} satisfies Meta<typeof ModuleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const away = async () => ({
  ok: false as const,
  message: 'The training server is not running in Storybook',
});

/** Payroll Mastery's lessons, open to start. */
export const Open: Story = {
  args: {
    module: sampleModules[1]!,
    standing: sampleProgress.modules[1],
    modules: sampleModules,
    onClose: () => {},
    start: away,
    complete: away,
  },
};

/** Tax Optimization, locked until Payroll Mastery is done. */
export const Locked: Story = {
  args: { ...Open.args, module: sampleModules[2]!, standing: sampleProgress.modules[2] },
};
