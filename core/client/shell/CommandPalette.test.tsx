// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createStore, type Store } from 'tinybase';
import { z } from 'zod';
import { coreManifest, definePlugin, type Role } from '@keel/core/domain';
import { defineClientPlugin } from '../plugins';
import {
  createMemoryCompanySync,
  renderInWorkspace,
  sampleOtherCompanies,
} from '@keel/core/testing';
import { CommandPalette } from './CommandPalette';
import { OpenSyncContext } from './OpenSyncContext';
import type { OpenSync } from './useCompanyConnection';

const vendors = definePlugin({
  id: 'books',
  title: 'Bookkeeping',
  icon: 'book-open',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
});
const client = defineClientPlugin(vendors, {
  pages: {},
  searchProviders: [
    {
      id: 'vendors',
      label: 'Vendors',
      search: (q, { getStore }) => {
        const table = getStore('books')?.getTable('vendors') ?? {};
        return Object.entries(table)
          .filter(([, r]) => String(r.name).toLowerCase().includes(q.toLowerCase()))
          .map(([id, r]) => ({ id, label: String(r.name), path: `/bookkeeping/vendors/${id}` }));
      },
    },
  ],
});
const store = createStore().setTable('vendors', {
  v1: { name: 'Acme Paper' },
  v2: { name: 'Globex' },
});

function renderPalette(onSwitchCompany = vi.fn()) {
  renderInWorkspace(
    <>
      <CommandPalette
        open
        onOpenChange={() => {}}
        onSwitchCompany={onSwitchCompany}
        getStore={(id) => (id === 'books' ? store : undefined)}
      />
      <Routes>
        <Route path="/bookkeeping/vendors/:id" element={<p>Vendor page</p>} />
        <Route path="*" element={null} />
      </Routes>
    </>,
    {
      otherCompanies: sampleOtherCompanies(),
      plugins: [{ manifest: vendors, loadClient: async () => client }],
    },
  );
  return userEvent.setup();
}

describe('CommandPalette', () => {
  it('finds records through plugin search providers and opens them', async () => {
    const user = renderPalette();
    const dialog = screen.getByRole('dialog', { name: 'Search Keel' });
    await user.type(within(dialog).getByRole('combobox'), 'acme');
    const option = await within(dialog).findByRole('option', { name: /Acme Paper/ });
    await user.click(option);
    expect(await screen.findByText('Vendor page')).toBeInTheDocument();
  });

  it('offers settings screens and other companies, moving with the arrow keys', async () => {
    const onSwitch = vi.fn();
    const user = renderPalette(onSwitch);
    const box = screen.getByRole('combobox');
    await user.type(box, 'company settings');
    expect(screen.getByRole('option', { name: /Company Settings/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.clear(box);
    await user.type(box, 'switch');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSwitch).toHaveBeenCalledWith('c-babbage');
  });

  it("asks a restricted scope's provider only for roles that may read it, opening its document", async () => {
    for (const [role, sees] of [
      ['owner', true],
      ['viewer', false],
    ] as [Role, boolean][]) {
      const { opened, search, unmount } = renderScopedPalette(role);
      const user = userEvent.setup();
      await user.type(screen.getByRole('combobox'), 'grace');
      if (sees) {
        expect(await screen.findByRole('option', { name: /Grace Hopper/ })).toBeInTheDocument();
        expect(opened).toEqual(['staff-only']);
      } else {
        expect(await screen.findByText(/No results for/)).toBeInTheDocument();
        expect(search).not.toHaveBeenCalled();
        expect(opened).toEqual([]);
      }
      unmount();
    }
  });
});

const staff = definePlugin({
  id: 'staff',
  title: 'Staff',
  icon: 'wallet',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  tables: { people: { schema: z.object({ name: z.string() }), scope: 'staff-only' } },
  scopes: { 'staff-only': { read: ['owner'], write: ['owner'] } },
});

/** A palette with one provider of the restricted 'staff-only' scope, for a member of `role`. */
function renderScopedPalette(role: Role) {
  const opened: string[] = [];
  const search = vi.fn((q: string, { getStore }: { getStore: (id: string) => Store | undefined }) =>
    Object.entries(getStore('staff')?.getTable('people') ?? {})
      .filter(([, r]) => String(r.name).toLowerCase().includes(q.toLowerCase()))
      .map(([id, r]) => ({ id, label: String(r.name), path: `/staff?person=${id}` })),
  );
  const client = defineClientPlugin(staff, {
    pages: {},
    searchProviders: [{ id: 'people', label: 'People', scope: 'staff-only', search }],
  });
  const openSync: OpenSync = ({ companyId, scope }) => {
    opened.push(scope ?? 'company');
    return createMemoryCompanySync({
      companyId,
      scope: 'staff-only',
      plugins: [staff],
      seed: { staff: { people: { p1: { name: 'Grace Hopper' } } } },
    });
  };
  const { unmount } = renderInWorkspace(
    <OpenSyncContext.Provider value={{ openSync, manifests: [coreManifest, staff] }}>
      <CommandPalette open onOpenChange={() => {}} onSwitchCompany={() => {}} />
    </OpenSyncContext.Provider>,
    { role, plugins: [{ manifest: staff, loadClient: async () => client }] },
  );
  return { opened, search, unmount };
}
