import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import type { KeelParameters } from '@keel/core/testing';
import { AcceptInvite } from './AcceptInvite';

function AtRoute() {
  return (
    <Routes>
      <Route path="/invite/:token" element={<AcceptInvite />} />
    </Routes>
  );
}
const invite = {
  'GET /api/invites/tok123': {
    companyName: 'Analytical Engines LLC',
    role: 'accountant',
    email: 'acct@example.com',
  },
  'POST /api/invites/tok123/accept': {},
};
const meta = {
  title: 'Core/Public/AcceptInvite',
  component: AtRoute,
  parameters: { keel: { route: '/invite/tok123' } satisfies KeelParameters },
} satisfies Meta<typeof AtRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: sign in or create an account first. */
export const SignedOut: Story = {
  parameters: { keel: { user: null, api: invite } satisfies KeelParameters },
};
/** Signed in: accept in one click. */
export const SignedIn: Story = {
  parameters: {
    keel: { user: { email: 'acct@example.com' }, api: invite } satisfies KeelParameters,
  },
};
/** Used or expired invitation. */
export const Invalid: Story = { parameters: { keel: { user: null } satisfies KeelParameters } };
