// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoPlugins, renderInWorkspace } from '@keel/core/testing';
import { AppRoutes } from './AppRoutes';
import { SessionProvider } from './session';

function renderApp(path: string) {
  // The real SessionProvider, asking the fake API who is signed in (nobody).
  return renderInWorkspace(
    <SessionProvider>
      <AppRoutes />
    </SessionProvider>,
    {
      user: null,
      route: path,
      plugins: demoPlugins,
      api: { 'GET /api/session': { user: null } },
    },
  );
}

describe('routes when signed out', () => {
  it('shows the landing page on / and reaches sign-up and login', async () => {
    renderApp('/');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('button', { name: 'Start 7-Day Free Trial' }),
    ).toBeInTheDocument();
    for (const anchor of ['Features', 'Pricing', 'About'])
      expect(screen.getByRole('link', { name: anchor })).toBeInTheDocument();
    expect(screen.getByText(/plans start at \$49\/month/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    expect(await screen.findByLabelText('Confirm password')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of an app page to the login', async () => {
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
  });

  it('asks who is signed in with a question that is not an error when nobody is', async () => {
    const { api } = renderApp('/');
    await screen.findByRole('button', { name: 'Start 7-Day Free Trial' });
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/session']);
  });
});
