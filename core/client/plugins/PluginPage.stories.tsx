import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPlugins, storyFrame } from '../testkit';
import { PluginPage } from './PluginPage';

const meta = { title: 'Core/Plugins/PluginPage', component: PluginPage, args: { pluginId: 'home', page: 'Home', title: 'AI Overview' } } satisfies Meta<typeof PluginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page that loads. */
export const Loads: Story = { decorators: [storyFrame({ plugins: demoPlugins })] };
/** A page that throws: its error boundary. */
export const Throws: Story = { args: { pluginId: 'payroll', page: 'Payroll', title: 'Payroll AI' }, decorators: [storyFrame({ plugins: demoPlugins })] };
/** A page whose plugin is missing. */
export const Missing: Story = { args: { pluginId: 'nope', page: 'Nope', title: 'Missing page' }, decorators: [storyFrame({})] };
