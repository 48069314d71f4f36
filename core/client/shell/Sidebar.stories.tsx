import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPlugins, type KeelParameters } from '@keel/core/testing';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Core/Shell/Sidebar',
  component: Sidebar,
  args: { open: true, onNavigate: () => {}, hasSync: true },
  parameters: { keel: { plugins: demoPlugins } satisfies KeelParameters },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the dashboard: AI Overview is highlighted. */
export const OnDashboard: Story = {};
/** On the manual. */
export const OnManual: Story = {
  parameters: { keel: { route: '/user-manual' } satisfies KeelParameters },
};
/** No plugins installed and no company document open. */
export const Empty: Story = {
  args: { hasSync: false },
  parameters: { keel: { plugins: [], sync: 'none' } satisfies KeelParameters },
};
