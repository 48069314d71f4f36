import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPlugins, storyFrame } from '../testkit';
import { Sidebar } from './Sidebar';

const meta = { title: 'Core/Shell/Sidebar', component: Sidebar, args: { open: true, onNavigate: () => {}, hasSync: true } } satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the dashboard: AI Overview is highlighted. */
export const OnDashboard: Story = { decorators: [storyFrame({ plugins: demoPlugins, path: '/' })] };
/** On the manual. */
export const OnManual: Story = { decorators: [storyFrame({ plugins: demoPlugins, path: '/user-manual' })] };
/** No plugins installed. */
export const Empty: Story = { args: { hasSync: false }, decorators: [storyFrame({ sync: false })] };
