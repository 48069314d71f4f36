import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPlugins, type KeelParameters } from '@keel/core/testing';
import { UserMenu } from './UserMenu';

const meta = { title: 'Core/Shell/UserMenu', component: UserMenu } satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With the user manual installed: Help & Support is offered. */
export const WithManual: Story = {
  parameters: {
    keel: {
      plugins: demoPlugins,
      api: { 'POST /api/auth/logout': [204, undefined] },
    } satisfies KeelParameters,
  },
};
/** A viewer without it, and sign-out failing. */
export const SignOutFails: Story = {
  parameters: {
    keel: {
      role: 'viewer',
      plugins: [],
      api: { 'POST /api/auth/logout': [500, { error: 'down' }] },
    } satisfies KeelParameters,
  },
};
