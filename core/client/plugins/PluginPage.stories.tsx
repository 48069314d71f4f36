import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPlugins, type KeelParameters } from '@keel/core/testing';
import { PluginPage } from './PluginPage';

const meta = {
  title: 'Core/Plugins/PluginPage',
  component: PluginPage,
  args: { pluginId: 'home', page: 'Home', title: 'AI Overview' },
  parameters: { keel: { plugins: demoPlugins } satisfies KeelParameters },
} satisfies Meta<typeof PluginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page that loads. */
export const Loads: Story = {};
/** A page that throws: its error boundary. */
export const Throws: Story = {
  args: { pluginId: 'payroll', page: 'Payroll', title: 'Payroll AI' },
};
/** A page whose plugin is missing. */
export const Missing: Story = {
  args: { pluginId: 'nope', page: 'Nope', title: 'Missing page' },
  parameters: { keel: { plugins: [] } satisfies KeelParameters },
};
