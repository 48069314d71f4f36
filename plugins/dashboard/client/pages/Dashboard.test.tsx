// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defineClientPlugin, type DiscoveredPlugin } from '@keel/core/client';
import { definePlugin, type User } from '@keel/core/domain';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { Dashboard } from './Dashboard';

const members = {
  members: [
    { userId: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner' },
    { userId: 'u-bob', name: 'Bob Books', email: 'bob@example.com', role: 'bookkeeper' },
  ],
  invites: [],
};

/** A plugin contributing a tile, a card and an action, as Models and Payroll do. */
const figures = definePlugin({
  id: 'figures',
  title: 'Figures',
  icon: 'box',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  tables: {},
});
const contribution = (text: string) => () =>
  Promise.resolve({ default: () => <a href="/figures">{text}</a> });
const figuresPlugin: DiscoveredPlugin = {
  manifest: figures,
  loadClient: () =>
    Promise.resolve(
      defineClientPlugin(figures, {
        pages: {},
        dashboardCards: [
          {
            id: 'growth',
            title: 'Growth',
            slot: 'tile',
            order: 50,
            load: contribution('Growth +4%'),
          },
          {
            id: 'revenue',
            title: 'Revenue',
            slot: 'tile',
            order: 10,
            load: contribution('Revenue $9'),
          },
          { id: 'run', title: 'Run', slot: 'action', load: contribution('Run the numbers') },
        ],
      }),
    ),
};

function renderDashboard({
  user = {},
  ready = true,
  plugins = [],
}: { user?: Partial<User>; ready?: boolean; plugins?: DiscoveredPlugin[] } = {}) {
  const { sync } = renderInWorkspace(<Dashboard />, {
    plugins,
    manifests: [plugin],
    now: '2026-11-25T09:40:00.000Z',
    route: '/dashboard',
    user,
    seed: { core: { company: { profile: { name: 'Engines Renamed Live', businessType: 'llc' } } } },
    api: { 'GET /api/companies/c-analytical/members': members },
    ...(ready ? {} : { sync: 'loading' as const }),
  });
  return sync;
}

describe('Dashboard', () => {
  it('shows the loading text until the company sync is ready', () => {
    renderDashboard({ ready: false });
    expect(screen.getByText('Initializing AI Suite...')).toBeInTheDocument();
  });

  it('greets the user and shows real company figures', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    const glance = screen.getByRole('region', { name: 'Company at a glance' });
    expect(glance).toHaveTextContent('Engines Renamed Live');
    await waitFor(() => expect(glance).toHaveTextContent('Members2'));
    expect(glance).toHaveTextContent('Owner');
    expect(glance).toHaveTextContent('Synced');
    expect(screen.getByText('No figures yet')).toBeInTheDocument();
  });

  it('computes guide steps from real state and stores ticks in guideProgress', async () => {
    const sync = renderDashboard({ user: { totpEnabled: true } });
    const invite = await screen.findByRole('checkbox', { name: 'Invite your accountant' });
    await waitFor(() => expect(invite).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Enable two-factor sign-in' })).toBeChecked();
    const profile = screen.getByRole('checkbox', { name: 'Complete your profile' });
    expect(profile).not.toBeChecked();
    await userEvent.setup().click(profile);
    expect(profile).toBeChecked();
    expect(
      sync?.getStore('dashboard')?.getRow('guideProgress', 'u-ada.complete-profile'),
    ).toMatchObject({ done: true, doneBy: 'u-ada', doneAt: '2026-11-25T09:40:00.000Z' });
  });

  it('puts contributed tiles in the top row, in order, and actions in the AI Operations Center', async () => {
    renderDashboard({ plugins: [figuresPlugin] });
    const row = await screen.findByRole('region', { name: 'Key figures' });
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Revenue $9', 'Growth +4%']),
    );
    const center = screen.getByRole('region', { name: 'AI Operations Center' });
    expect(await within(center).findByRole('link', { name: 'Run the numbers' })).toBeVisible();
  });

  it('leaves out the row and the AI Operations Center when no plugin fills them', async () => {
    renderDashboard();
    await screen.findByRole('heading', { name: 'Welcome back, Ada!' });
    expect(screen.queryByRole('region', { name: 'Key figures' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'AI Operations Center' })).toBeNull();
  });
});
