// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace, sampleUser, type FakeRoutes } from '@keel/core/testing';
import { Login } from './Login';

function renderLogin(api: FakeRoutes = {}, route = '/login') {
  const { api: calls } = renderInWorkspace(
    <Routes>
      <Route path="/login" element={<Login />} />
      <Route path="/dashboard" element={<p>Dashboard here</p>} />
    </Routes>,
    { user: null, route, api },
  );
  return { api: calls, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Login', () => {
  it('fills in the e-mail a sign-up found taken and waits for the password', () => {
    renderLogin({}, '/login?email=ada%40example.com&next=%2Finvite%2Ftok123');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('welcomes back and opens the dashboard after 1 s', async () => {
    const { api, user } = renderLogin({ 'POST /api/auth/login': { user: sampleUser() } });
    await signIn(user);
    expect(await screen.findByText('Welcome Back!')).toBeInTheDocument();
    expect(screen.getByText('Successfully signed in to your account.')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
      rememberMe: true,
    });
    await waitFor(() => expect(screen.getByText('Dashboard here')).toBeInTheDocument(), {
      timeout: 8000,
    });
  });

  it('says Login Failed on a 401', async () => {
    const { user } = renderLogin({
      'POST /api/auth/login': [401, { error: 'Invalid email or password' }],
    });
    await signIn(user);
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it.each([
    [429, 'Too many sign-in attempts. Try again in 30 seconds.'],
    [
      423,
      'This account is locked after too many failed sign-ins. Reset your password to unlock it.',
    ],
  ])('says why when the server holds sign-ins back (%i)', async (status, error) => {
    const { user } = renderLogin({ 'POST /api/auth/login': [status, { error }] });
    await signIn(user);
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText(error)).toBeInTheDocument();
  });

  it('asks for the authentication code when the server requires two-factor', async () => {
    const { api, user } = renderLogin({
      'POST /api/auth/login': (body) =>
        (body as { totpCode?: string }).totpCode === '123456'
          ? { user: sampleUser() }
          : [401, { error: 'Two-factor code required', twoFactorRequired: true }],
    });
    await signIn(user);
    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome Back!')).toBeInTheDocument();
    expect(api.calls[1]?.body).toMatchObject({ totpCode: '123456' });
  });

  it('sends a reset link from the Forgot password? form', async () => {
    const { api, user } = renderLogin({ 'POST /api/auth/forgot': [202, undefined] });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText(/a reset link is on its way/)).toBeInTheDocument();
    expect(api.calls).toEqual([
      { method: 'POST', url: '/api/auth/forgot', body: { email: 'ada@example.com' } },
    ]);
  });

  it('links to the free trial', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});
