import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPlugins, sampleUser, storyFrame } from '../testkit';
import { UserMenu } from './UserMenu';

const meta = { title: 'Core/Shell/UserMenu', component: UserMenu } satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With the user manual installed: Help & Support is offered. */
export const WithManual: Story = { decorators: [storyFrame({ plugins: demoPlugins, api: { 'POST /api/auth/logout': [204, undefined] } })] };
/** Without it, and sign-out failing. */
export const SignOutFails: Story = { decorators: [storyFrame({ user: sampleUser({ role: 'viewer' }), api: { 'POST /api/auth/logout': [500, { error: 'down' }] } })] };
