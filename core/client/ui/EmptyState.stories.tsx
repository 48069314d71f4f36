import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Core/UI/EmptyState',
  component: EmptyState,
  args: { title: 'No pending invites' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title only. */
export const TitleOnly: Story = {};
/** With an explanation and an action. */
export const WithAction: Story = {
  args: {
    title: 'No figures yet',
    children: 'Figures appear once services are installed.',
    action: <Button variant="secondary">Open settings</Button>,
  },
};
