// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@keel/core/domain';
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

function renderDashboard({
  user = {},
  ready = true,
}: { user?: Partial<User>; ready?: boolean } = {}) {
  const { sync } = renderInWorkspace(<Dashboard />, {
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
});
