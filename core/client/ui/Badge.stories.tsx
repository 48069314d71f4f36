import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Core/UI/Badge',
  component: Badge,
  args: { children: 'Live' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone side by side. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge>Viewer</Badge>
      <Badge tone="primary">NEW</Badge>
      <Badge tone="success">Synced</Badge>
      <Badge tone="warning">Offline · 3 pending</Badge>
      <Badge tone="danger">No access</Badge>
      <Badge tone="info">Accountant mode</Badge>
    </div>
  ),
};
/** One badge. */
export const Single: Story = {};
