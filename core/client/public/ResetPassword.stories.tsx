import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { storyFrame } from '../testkit';
import { ResetPassword } from './ResetPassword';

function AtRoute() {
  return <Routes><Route path="/reset-password/:token" element={<ResetPassword />} /></Routes>;
}
const meta = { title: 'Core/Public/ResetPassword', component: AtRoute } satisfies Meta<typeof AtRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A valid link. */
export const ValidLink: Story = { decorators: [storyFrame({ user: null, sync: false, path: '/reset-password/abcdefghijkl', api: { 'POST /api/auth/reset': [204, undefined] } })] };
/** An expired link. */
export const ExpiredLink: Story = { decorators: [storyFrame({ user: null, sync: false, path: '/reset-password/abcdefghijkl', api: { 'POST /api/auth/reset': [400, { error: 'token: expired' }] } })] };
