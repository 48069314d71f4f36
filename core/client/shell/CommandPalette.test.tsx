// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'tinybase';
import { definePlugin } from '@keel/core/domain';
import { defineClientPlugin } from '../plugins';
import { renderInWorkspace, sampleOtherCompanies } from '@keel/core/testing';
import { CommandPalette } from './CommandPalette';

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
});
