import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageBox } from './MessageBox';

const meta = {
  title: 'Plugins/Conversations/MessageBox',
  component: MessageBox,
  args: { value: '', onChange: () => undefined, onSend: () => undefined, pending: false },
} satisfies Meta<typeof MessageBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, ready to type. */
export const Empty: Story = {};
/** A question typed in. */
export const Typed: Story = { args: { value: 'What was net income last quarter?' } };
/** Waiting for the answer: the box and Send are disabled. */
export const Pending: Story = { args: { value: '', pending: true } };
