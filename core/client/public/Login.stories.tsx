import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleUser, storyFrame } from '../testkit';
import { Login } from './Login';

const meta = { title: 'Core/Public/Login', component: Login } satisfies Meta<typeof Login>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any password signs in. */
export const Succeeds: Story = { decorators: [storyFrame({ user: null, sync: false, api: { 'POST /api/auth/login': { user: sampleUser() }, 'POST /api/auth/forgot': [202, {}] } })] };
/** Wrong password: 'Login Failed'. */
export const Fails: Story = { decorators: [storyFrame({ user: null, sync: false, api: { 'POST /api/auth/login': [401, { error: 'Invalid email or password' }] } })] };
/** The account uses two-factor: a code step appears after the password. */
export const TwoFactor: Story = {
  decorators: [storyFrame({
    user: null, sync: false,
    api: { 'POST /api/auth/login': (body: unknown) => ((body as { totpCode?: string }).totpCode ? { user: sampleUser() } : [401, { error: 'Code required', twoFactorRequired: true }]) },
  })],
};
