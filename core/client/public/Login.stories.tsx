import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleUser, type KeelParameters } from '@keel/core/testing';
import { Login } from './Login';

const meta = {
  title: 'Core/Public/Login',
  component: Login,
  parameters: { keel: { user: null, route: '/login' } satisfies KeelParameters },
} satisfies Meta<typeof Login>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any password signs in. */
export const Succeeds: Story = {
  parameters: {
    keel: {
      api: {
        'POST /api/auth/login': { user: sampleUser() },
        'POST /api/auth/forgot': [202, {}],
      },
    } satisfies KeelParameters,
  },
};
/** Wrong password: 'Login Failed'. */
export const Fails: Story = {
  parameters: {
    keel: {
      api: { 'POST /api/auth/login': [401, { error: 'Invalid email or password' }] },
    } satisfies KeelParameters,
  },
};
/** The account uses two-factor: a code step appears after the password. */
export const TwoFactor: Story = {
  parameters: {
    keel: {
      api: {
        'POST /api/auth/login': (body: unknown) =>
          (body as { totpCode?: string }).totpCode
            ? { user: sampleUser() }
            : [401, { error: 'Code required', twoFactorRequired: true }],
      },
    } satisfies KeelParameters,
  },
};
