// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace, sampleCompany, sampleUser, type FakeRoutes } from '@keel/core/testing';
import { AcceptInvite } from './AcceptInvite';
import { InviteSignUp } from './InviteSignUp';

const token = 'tok123-abcdefghijklmnopqrstuvwxyz';
const info = {
  companyName: 'Analytical Engines LLC',
  role: 'accountant',
  email: 'ines@example.com',
};

function renderAt(path: string, routes: FakeRoutes = {}) {
  const { api } = renderInWorkspace(
    <Routes>
      <Route path="/invite/:token" element={<AcceptInvite />} />
      <Route path="/invite/:token/signup" element={<InviteSignUp />} />
      <Route path="/dashboard" element={<p>Dashboard here</p>} />
      <Route path="/login" element={<p>Login here</p>} />
    </Routes>,
    { user: null, route: path, api: { [`GET /api/invites/${token}`]: info, ...routes } },
  );
  return { api, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ines');
  await user.type(screen.getByLabelText('Last name'), 'Ledger');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.type(screen.getByLabelText('Confirm password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('InviteSignUp', () => {
  it("is what the invitation's Create an account opens: the invited e-mail fixed, no company", async () => {
    const { user } = renderAt(`/invite/${token}`);
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('ines@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    expect(screen.getByText('Analytical Engines LLC')).toBeInTheDocument();
    expect(screen.getByText('Accountant')).toBeInTheDocument();
  });

  it('signs up with the invitation token and lands on the dashboard of the company', async () => {
    const { api, user } = renderAt(`/invite/${token}/signup`, {
      'POST /api/auth/signup': [
        201,
        {
          user: sampleUser({ email: info.email, companyId: 'c-inviting', role: 'accountant' }),
          company: { ...sampleCompany(), id: 'c-inviting', role: 'accountant' },
        },
      ],
    });
    await screen.findByLabelText('Email');
    await fill(user);
    expect(await screen.findByText('Account Created Successfully!')).toBeInTheDocument();
    expect(
      screen.getByText('You joined Analytical Engines LLC as Accountant.'),
    ).toBeInTheDocument();
    const signup = api.calls.find((c) => c.url === '/api/auth/signup');
    expect(signup?.body).toEqual({
      firstName: 'Ines',
      lastName: 'Ledger',
      email: 'ines@example.com',
      inviteToken: token,
      phone: '',
      password: 'correct horse battery',
    });
    await waitFor(() => expect(screen.getByText('Dashboard here')).toBeInTheDocument(), {
      timeout: 8000,
    });
  });

  it('offers to sign in and accept when the invited e-mail already has an account', async () => {
    const { user } = renderAt(`/invite/${token}/signup`, {
      'POST /api/auth/signup': [
        409,
        {
          error: 'An account with this email already exists',
          fields: { email: 'An account with this email already exists' },
        },
      ],
    });
    await screen.findByLabelText('Email');
    await fill(user);
    const signIn = await screen.findByRole('link', { name: 'Sign in as ines@example.com' });
    expect(signIn).toHaveAttribute(
      'href',
      `/login?email=ines%40example.com&next=%2Finvite%2F${token}`,
    );
  });

  it('explains an invalid invitation', async () => {
    renderAt('/invite/tok999-abcdefghijklmnopqrstuvwxyz/signup');
    expect(
      await screen.findByText('This invitation is invalid, expired or already used.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});
