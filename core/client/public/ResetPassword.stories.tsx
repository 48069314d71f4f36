import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import type { KeelParameters } from '@keel/core/testing';
import { ResetPassword } from './ResetPassword';

function AtRoute() {
  return (
    <Routes>
      <Route path="/reset-password/:token" element={<ResetPassword />} />
    </Routes>
  );
}
const meta = {
  title: 'Core/Public/ResetPassword',
  component: AtRoute,
  parameters: {
    keel: { user: null, route: '/reset-password/abcdefghijkl' } satisfies KeelParameters,
  },
} satisfies Meta<typeof AtRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A valid link. */
export const ValidLink: Story = {
  parameters: {
    keel: { api: { 'POST /api/auth/reset': [204, undefined] } } satisfies KeelParameters,
  },
};
/** An expired link. */
export const ExpiredLink: Story = {
  parameters: {
    keel: {
      api: { 'POST /api/auth/reset': [400, { error: 'token: expired' }] },
    } satisfies KeelParameters,
  },
};
