import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame } from '../testkit';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

const meta = {
  title: 'Core/Public/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: { open: true, onOpenChange: () => {} },
} satisfies Meta<typeof ForgotPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link is sent. */
export const Sends: Story = { decorators: [storyFrame({ user: null, sync: false, api: { 'POST /api/auth/forgot': [202, {}] } })] };
/** The server is unreachable. */
export const Fails: Story = { decorators: [storyFrame({ user: null, sync: false, api: { 'POST /api/auth/forgot': [503, { error: 'Mail is down' }] } })] };
