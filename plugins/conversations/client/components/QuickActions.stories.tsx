import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuickActions } from './QuickActions';

const meta = {
  title: 'Plugins/Conversations/QuickActions',
  component: QuickActions,
  args: { onPick: () => undefined },
} satisfies Meta<typeof QuickActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's three quick actions. */
export const Ready: Story = {};
/** While an answer is pending. */
export const Pending: Story = { args: { disabled: true } };
