import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

const meta = {
  title: 'Core/Public/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: { open: true, onOpenChange: () => {} },
  parameters: { keel: { user: null } satisfies KeelParameters },
} satisfies Meta<typeof ForgotPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link is sent. */
export const Sends: Story = {
  parameters: { keel: { api: { 'POST /api/auth/forgot': [202, {}] } } satisfies KeelParameters },
};
/** The server is unreachable. */
export const Fails: Story = {
  parameters: {
    keel: {
      api: { 'POST /api/auth/forgot': [503, { error: 'Mail is down' }] },
    } satisfies KeelParameters,
  },
};
