import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { sampleCompany, sampleUser, type KeelParameters } from '@keel/core/testing';
import { InviteSignUp } from './InviteSignUp';

function AtRoute() {
  return (
    <Routes>
      <Route path="/invite/:token/signup" element={<InviteSignUp />} />
    </Routes>
  );
}
const token = 'tok123-abcdefghijklmnopqrstuvwxyz';
const invite = {
  [`GET /api/invites/${token}`]: {
    companyName: 'Analytical Engines LLC',
    role: 'accountant',
    email: 'acct@example.com',
  },
};
const meta = {
  title: 'Core/Public/InviteSignUp',
  component: AtRoute,
  parameters: { keel: { user: null, route: `/invite/${token}/signup` } satisfies KeelParameters },
} satisfies Meta<typeof AtRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The invited e-mail is fixed and there is no company to name; the account joins the company. */
export const Invited: Story = {
  parameters: {
    keel: {
      api: {
        ...invite,
        'POST /api/auth/signup': [
          201,
          {
            user: sampleUser({ email: 'acct@example.com', role: 'accountant' }),
            company: { ...sampleCompany(), role: 'accountant' },
          },
        ],
      },
    } satisfies KeelParameters,
  },
};
/** The invited e-mail already has an account: sign in with it and accept. */
export const EmailTaken: Story = {
  parameters: {
    keel: {
      api: {
        ...invite,
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
/** Used or expired invitation. */
export const Invalid: Story = {};
