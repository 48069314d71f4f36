import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { sampleUser, storyFrame } from '../testkit';
import { AcceptInvite } from './AcceptInvite';

function AtRoute() {
  return <Routes><Route path="/invite/:token" element={<AcceptInvite />} /></Routes>;
}
const invite = { 'GET /api/invites/tok123': { companyName: 'Analytical Engines LLC', role: 'accountant', email: 'acct@example.com' }, 'POST /api/invites/tok123/accept': {} };
const meta = { title: 'Core/Public/AcceptInvite', component: AtRoute } satisfies Meta<typeof AtRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: sign in or create an account first. */
export const SignedOut: Story = { decorators: [storyFrame({ user: null, sync: false, path: '/invite/tok123', api: invite })] };
/** Signed in: accept in one click. */
export const SignedIn: Story = { decorators: [storyFrame({ user: sampleUser({ email: 'acct@example.com' }), sync: false, path: '/invite/tok123', api: invite })] };
/** Used or expired invitation. */
export const Invalid: Story = { decorators: [storyFrame({ user: null, sync: false, path: '/invite/tok123' })] };
