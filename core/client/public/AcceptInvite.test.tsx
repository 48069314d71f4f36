// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { User } from '@keel/core/domain';
import { renderInWorkspace, sampleUser, type FakeRoutes } from '@keel/core/testing';
import { AcceptInvite } from './AcceptInvite';
import { ResetPassword } from './ResetPassword';

const info = { companyName: 'Analytical Engines LLC', role: 'cpa', email: 'cpa@example.com' };

function renderAt(path: string, user: User | null, routes: FakeRoutes = {}) {
  const { api } = renderInWorkspace(
    <Routes>
      <Route path="/invite/:token" element={<AcceptInvite />} />
      <Route path="/reset-password/:token" element={<ResetPassword />} />
      <Route path="/dashboard" element={<p>Dashboard here</p>} />
    </Routes>,
    { user, route: path, api: routes },
  );
  return { api, user: userEvent.setup() };
}

describe('AcceptInvite', () => {
  it('shows company and role, and asks a signed-out person to sign in or sign up', async () => {
    renderAt('/invite/tok123', null, { 'GET /api/invites/tok123': info });
    expect(await screen.findByText('Analytical Engines LLC')).toBeInTheDocument();
    expect(screen.getByText('CPA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
      'href',
      '/login?next=%2Finvite%2Ftok123',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/invite/tok123/signup',
    );
  });

  it('accepts for a signed-in person and lands on the dashboard', async () => {
    const { api, user } = renderAt('/invite/tok123', sampleUser({ email: 'cpa@example.com' }), {
      'GET /api/invites/tok123': info,
      'POST /api/invites/tok123/accept': {},
      'GET /api/user/u-ada/companies': {
        companies: [
          {
            id: 'c-new',
            name: 'Analytical Engines LLC',
            businessType: 'llc',
            role: 'cpa',
            requireTwoFactor: false,
          },
        ],
      },
      'POST /api/companies/c-new/switch': { user: sampleUser({ companyId: 'c-new', role: 'cpa' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Dashboard here')).toBeInTheDocument();
    expect(
      api.calls.some((c) => c.method === 'POST' && c.url === '/api/invites/tok123/accept'),
    ).toBe(true);
    expect(api.calls.some((c) => c.url === '/api/companies/c-new/switch')).toBe(true);
  });

  it('explains an invalid invitation', async () => {
    renderAt('/invite/tok123', null);
    expect(
      await screen.findByText('This invitation is invalid, expired or already used.'),
    ).toBeInTheDocument();
  });
});

describe('ResetPassword', () => {
  it('sets a new password with the token', async () => {
    const { api, user } = renderAt('/reset-password/abcdefghijkl', null, {
      'POST /api/auth/reset': [204, undefined],
    });
    await user.type(screen.getByLabelText('New password'), 'a much better password');
    await user.type(screen.getByLabelText('Confirm password'), 'a much better password');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      token: 'abcdefghijkl',
      password: 'a much better password',
    });
  });
});
