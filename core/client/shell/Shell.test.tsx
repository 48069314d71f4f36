// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { coreManifest, corePages, definePlugin, type Role } from '@keel/core/domain';
import {
  createMemoryCompanySync,
  demoPlugins,
  fakeFetch,
  renderInWorkspace,
  sampleOtherCompanies,
  type FakeRoutes,
  type MemoryCompanySync,
} from '@keel/core/testing';
import { AppRoutes } from '../AppRoutes';
import { defineClientPlugin } from '../plugins';
import { setApiFetch } from '../api';
import type { OpenSync } from './useCompanyConnection';

interface ShellOptions {
  path?: string;
  role?: Role;
  several?: boolean;
  plugins?: typeof demoPlugins;
  api?: FakeRoutes;
}

function renderShell({
  path = '/',
  role = 'owner',
  several = false,
  plugins = demoPlugins,
  api: routes = {},
}: ShellOptions = {}) {
  const opened: MemoryCompanySync[] = [];
  const openSync: OpenSync = ({ companyId }) => {
    const sync = createMemoryCompanySync({
      companyId,
      plugins: [coreManifest],
      seed: { core: { company: { profile: { name: 'Live Name Inc', businessType: 'llc' } } } },
    });
    opened.push(sync);
    return sync;
  };
  // The shell opens the company document itself (openSync), so the frame opens none.
  const { api, unmount } = renderInWorkspace(<AppRoutes openSync={openSync} />, {
    route: path,
    role,
    plugins,
    sync: 'none',
    ...(several ? { otherCompanies: sampleOtherCompanies() } : {}),
    api: {
      'GET /api/notifications': { notifications: [], unread: 0, otherCompanies: [] },
      'POST /api/auth/logout': [204, undefined],
      ...routes,
    },
  });
  return { api, unmount, opened, user: userEvent.setup() };
}

describe('the signed-in shell', () => {
  it('builds the sidebar from manifests and highlights AI Overview on /', async () => {
    renderShell();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /AI Overview/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: /Payroll AI/ })).toHaveTextContent('Live');
    expect(within(nav).getByRole('link', { name: /User Manual/ })).toHaveTextContent('NEW');
    expect(within(nav).getByRole('heading', { name: 'Help & Training' })).toBeInTheDocument();
    expect(within(nav).queryByRole('heading', { name: 'Analytics' })).not.toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/Processing 47 transactions/)).not.toBeInTheDocument();
  });

  it('shows the live company name, the sync state and the pending count', async () => {
    const { opened } = renderShell();
    expect(await screen.findByText('Live Name Inc')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Sync: Synced' })).toBeInTheDocument();
    opened[0]?.setState({ status: 'offline', pendingChanges: 3 });
    expect(
      await screen.findByRole('status', { name: 'Sync: Offline, 3 pending' }),
    ).toBeInTheDocument();
    opened[0]?.setState({ status: 'outdated' });
    expect(await screen.findByText(/Reload the page/)).toBeInTheDocument();
  });

  it('keeps a crashing plugin page inside its error boundary', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell({ path: '/payroll-ai' });
    expect(await screen.findByText('Payroll AI could not be shown')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI-Powered Dashboard' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('shows the accountant mode badge for accountant roles', async () => {
    renderShell({ role: 'cpa' });
    expect(await screen.findByText('Accountant mode')).toBeInTheDocument();
  });

  it('opens the command palette with Ctrl-K and navigates to a page', async () => {
    const { user } = renderShell({ several: true });
    await screen.findByText('Home page');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search Keel' });
    await user.type(within(dialog).getByRole('combobox'), 'manual');
    expect(within(dialog).getByRole('option', { name: /User Manual/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Manual page')).toBeInTheDocument();
  });

  it('signs out from the user menu with the spec toast, then goes to /login', async () => {
    const { user, api } = renderShell();
    await screen.findByText('Home page');
    await user.click(screen.getByRole('button', { name: /Ada Lovelace\s*Owner, user menu/ }));
    expect(screen.getByRole('menuitem', { name: 'Help & Support' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Signing Out')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to login page...')).toBeInTheDocument();
    expect(api.calls.some((c) => c.url === '/api/auth/logout')).toBe(true);
    await waitFor(
      () =>
        expect(
          screen.getByRole('heading', { name: 'Sign in to your account' }),
        ).toBeInTheDocument(),
      { timeout: 8000 },
    );
  });

  it("opens the page a plugin's manifest names as its help from Help & Support", async () => {
    const helpCenter = definePlugin({
      id: 'help-center',
      title: 'Help Center',
      icon: 'book',
      version: '0.1.0',
      coreRange: '^0.1',
      schemaVersion: 0,
      routes: [{ path: '/help-center', page: 'HelpCenter', title: 'Help Center' }],
      help: '/help-center',
    });
    const client = defineClientPlugin(helpCenter, {
      pages: { HelpCenter: async () => ({ default: () => <p>Help center page</p> }) },
    });
    const { user } = renderShell({
      plugins: [
        ...demoPlugins.filter((p) => p.manifest.id !== 'manual'),
        { manifest: helpCenter, loadClient: async () => client },
      ],
    });
    await screen.findByText('Home page');
    await user.click(screen.getByRole('button', { name: /user menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Help & Support' }));
    expect(await screen.findByText('Help center page')).toBeInTheDocument();
  });

  it('signs out from the sidebar saying it goes to the home page, and lands there', async () => {
    const { user } = renderShell();
    await screen.findByText('Home page');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    await user.click(within(sidebar).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Signing Out')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to home page...')).toBeInTheDocument();
    expect(screen.queryByText('Redirecting to login page...')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Start 7-Day Free Trial' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in visitor of /login to the dashboard', async () => {
    renderShell({ path: '/login' });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Sign in to your account' }),
    ).not.toBeInTheDocument();
  });

  it('tells the user when signing out fails', async () => {
    const { user } = renderShell({
      plugins: demoPlugins.filter((p) => p.manifest.id !== 'manual'),
    });
    setApiFetch(
      fakeFetch({
        'GET /api/notifications': { notifications: [], unread: 0, otherCompanies: [] },
        'POST /api/auth/logout': [500, { error: 'x' }],
      }),
    );
    await screen.findByText('Home page');
    await user.click(screen.getByRole('button', { name: /user menu/ }));
    expect(screen.queryByRole('menuitem', { name: 'Help & Support' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Failed to sign out. Please try again.')).toBeInTheDocument();
  });

  it("opens every one of the core's own pages (what notification links may name)", async () => {
    for (const path of Object.values(corePages)) {
      const { unmount } = renderShell({ path });
      expect(await screen.findAllByRole('heading', { level: 2 })).not.toEqual([]);
      expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
      unmount();
    }
  });

  it("follows a notification's link to its page", async () => {
    const { user } = renderShell({
      api: {
        'GET /api/notifications': {
          notifications: [
            {
              id: 'n1',
              title: 'Invitation accepted',
              body: 'Ines joined.',
              createdAt: '2026-01-05T10:00:00.000Z',
              read: false,
              link: corePages.companySettings,
              severity: 'low',
              companyId: 'c-analytical',
            },
          ],
          unread: 1,
          otherCompanies: [],
        },
        'POST /api/notifications/n1/read': [204, undefined],
        'GET /api/companies/c-analytical/members': { members: [], invites: [] },
      },
    });
    await screen.findByText('Home page');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('link', { name: 'Invitation accepted' }));
    expect(await screen.findByRole('heading', { name: 'Company Settings' })).toBeInTheDocument();
  });
});
