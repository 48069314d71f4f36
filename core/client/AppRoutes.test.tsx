// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '@keel/core/domain';
import { demoPlugins, renderInWorkspace } from '@keel/core/testing';
import { AppRoutes } from './AppRoutes';
import { defineClientPlugin, type DiscoveredPlugin } from './plugins';
import { SessionProvider } from './session';

/** A plugin with one public page (a certificate check) and one page behind sign-in. */
const checker = definePlugin({
  id: 'checker',
  title: 'Checker',
  icon: 'book',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  routes: [
    { path: '/check/:code', page: 'Check', title: 'Check a code', public: true },
    { path: '/checker', page: 'Private', title: 'Checker' },
  ],
});
const checkerPlugin: DiscoveredPlugin = {
  manifest: checker,
  loadClient: async () =>
    defineClientPlugin(checker, {
      pages: {
        Check: async () => ({ default: () => <h1>Code checked</h1> }),
        Private: async () => ({ default: () => <h1>Private page</h1> }),
      },
    }),
};

function renderApp(path: string, plugins: DiscoveredPlugin[] = demoPlugins) {
  // The real SessionProvider, asking the fake API who is signed in (nobody).
  return renderInWorkspace(
    <SessionProvider>
      <AppRoutes />
    </SessionProvider>,
    {
      user: null,
      route: path,
      plugins,
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

  it("shows a plugin's public page to a signed-out visitor, and no other page of it", async () => {
    renderApp('/check/KEEL-1', [...demoPlugins, checkerPlugin]);
    expect(await screen.findByRole('heading', { name: 'Code checked' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keel' })).toBeInTheDocument();
  });

  it("sends a signed-out visitor of a plugin's other pages to the login", async () => {
    renderApp('/checker', [...demoPlugins, checkerPlugin]);
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
