// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@keel/core/domain';
import { renderInWorkspace } from '@keel/core/testing';
import { CompanySettings } from './CompanySettings';

const people = {
  members: [
    { userId: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner' },
    { userId: 'u-bob', name: 'Bob Books', email: 'bob@example.com', role: 'bookkeeper' },
  ],
  invites: [
    {
      id: 'i1',
      email: 'cpa@example.com',
      role: 'cpa',
      createdAt: '2026-11-01T00:00:00Z',
      expiresAt: '2026-11-30T00:00:00Z',
    },
  ],
};

function renderSettings(role: Role) {
  const { api, sync } = renderInWorkspace(<CompanySettings />, {
    role,
    seed: { core: { company: { profile: { name: 'Live Engines', businessType: 'llc' } } } },
    api: {
      'GET /api/companies/c-analytical/members': people,
      'PATCH /api/companies/c-analytical': (body) => body,
      'POST /api/companies/c-analytical/invites': (body) => [201, body],
      'PATCH /api/companies/c-analytical/members/u-bob': (body) => body,
    },
  });
  return { api, sync, user: userEvent.setup() };
}

describe('CompanySettings', () => {
  it('lets an owner rename the company and shows renames arriving live', async () => {
    const { api, sync, user } = renderSettings('owner');
    const name = screen.getByLabelText('Company name');
    expect(name).toHaveValue('Live Engines');
    sync?.getStore('core')?.setCell('company', 'profile', 'name', 'Renamed Elsewhere');
    expect(await screen.findByDisplayValue('Renamed Elsewhere')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Company name'));
    await user.type(screen.getByLabelText('Company name'), 'Engines Two');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Company updated')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Engines Two',
      businessType: 'llc',
    });
    expect(
      screen.getByRole('switch', { name: 'Require two-factor for all members' }),
    ).not.toBeChecked();
  });

  it('shows an empty name error next to the input', async () => {
    const { user } = renderSettings('admin');
    await user.clear(screen.getByLabelText('Company name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription(
      'Company name is required',
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('lists members and pending invites, changes a role and sends an invite', async () => {
    const { api, user } = renderSettings('owner');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Bob Books')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pending invites' })).toHaveTextContent(
      'cpa@example.com',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Role of Bob Books' }),
      'accountant',
    );
    expect(api.calls.find((c) => c.url.endsWith('/members/u-bob'))?.body).toEqual({
      role: 'accountant',
    });
    await user.type(screen.getByLabelText('Email'), 'acct@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'cpa');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(api.calls.find((c) => c.url.endsWith('/invites'))?.body).toEqual({
      email: 'acct@example.com',
      role: 'cpa',
    });
  });

  it('is read-only for other roles', async () => {
    renderSettings('viewer');
    expect(screen.getByText('Live Engines')).toBeInTheDocument();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invite' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table')).toHaveTextContent('Bookkeeper');
  });
});
