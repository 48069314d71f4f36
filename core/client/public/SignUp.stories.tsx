import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCompany, sampleUser, type KeelParameters } from '@keel/core/testing';
import { SignUp } from './SignUp';

const meta = {
  title: 'Core/Public/SignUp',
  component: SignUp,
  parameters: { keel: { user: null, route: '/signup' } satisfies KeelParameters },
} satisfies Meta<typeof SignUp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server accepts the sign-up: success toast, then the dashboard. */
export const Succeeds: Story = {
  parameters: {
    keel: {
      api: { 'POST /api/auth/signup': [201, { user: sampleUser(), company: sampleCompany() }] },
    } satisfies KeelParameters,
  },
};
/** The e-mail is taken: the message shows under the Email field, with a link to sign in with it. */
export const EmailTaken: Story = {
  parameters: {
    keel: {
      api: {
        'POST /api/auth/signup': [
          409,
          {
            error: 'An account with this email already exists',
            fields: { email: 'An account with this email already exists' },
          },
        ],
      },
    } satisfies KeelParameters,
  },
};
