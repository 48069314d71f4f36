// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace, sampleCompany, sampleUser, type FakeRoutes } from '@keel/core/testing';
import { SignUp } from './SignUp';

function renderSignUp(api: FakeRoutes = {}) {
  return renderInWorkspace(
    <Routes>
      <Route path="/signup" element={<SignUp />} />
      <Route path="/dashboard" element={<p>Dashboard here</p>} />
      <Route path="/login" element={<p>Login here</p>} />
    </Routes>,
    { user: null, route: '/signup', api },
  ).api;
}

async function fill(confirm = 'correct horse battery') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Company name'), 'Analytical Engines');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return user;
}

describe('SignUp', () => {
  it('refuses mismatched passwords with the destructive toast and sends nothing', async () => {
    const api = renderSignUp();
    await fill('something else');
    expect(await screen.findByText('Password Mismatch')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match. Please try again.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('creates the account, toasts, and opens the dashboard after 2 s', async () => {
    const api = renderSignUp({
      'POST /api/auth/signup': [201, { user: sampleUser(), company: sampleCompany() }],
    });
    await fill();
    expect(await screen.findByText('Account Created Successfully!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Welcome to your 7-day free trial. You now have full access to all AI-powered features.',
      ),
    ).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      companyName: 'Analytical Engines',
    });
    await waitFor(() => expect(screen.getByText('Dashboard here')).toBeInTheDocument(), {
      timeout: 8000,
    });
  });

  it('says a taken e-mail already has an account and offers to sign in with it', async () => {
    renderSignUp({
      'POST /api/auth/signup': [
        409,
        {
          error: 'An account with this email already exists',
          fields: { email: 'An account with this email already exists' },
        },
      ],
    });
    const user = await fill();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'An account with this email already exists',
    );
    const signIn = await screen.findByRole('link', { name: 'Sign in as ada@example.com' });
    expect(signIn).toHaveAttribute('href', '/login?email=ada%40example.com');
    expect(screen.queryByText('Signup Failed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    await user.click(signIn);
    expect(await screen.findByText('Login here')).toBeInTheDocument();
  });

  it('shows a server field message next to its input, with the failure toast', async () => {
    renderSignUp({
      'POST /api/auth/signup': [
        400,
        { error: 'password: too common', fields: { password: 'This is a very common password' } },
      ],
    });
    await fill();
    expect(await screen.findByText('This is a very common password')).toBeInTheDocument();
    expect(screen.getByText('Signup Failed')).toBeInTheDocument();
  });

  it('links to sign in', () => {
    renderSignUp();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
