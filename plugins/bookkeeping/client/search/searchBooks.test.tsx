// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CommandPalette } from '@keel/core/client';
import type { TablesContent } from '@keel/core/domain';
import { createTestWorkspace, renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { clientPlugin } from '../index';
import { booksSeed, sampleLines } from '../components/transactions/booksSeed';
import Bookkeeping from '../pages/Bookkeeping';
import { searchBooks } from './searchBooks';

const seed: TablesContent = {
  ...booksSeed(sampleLines),
  vendors: {
    'v-acme': {
      name: 'Acme Paper',
      contactName: 'Wile Coyote',
      email: 'wile@acme.example',
      paymentTerms: 'Net 30',
      is1099Eligible: false,
    },
  },
};

function booksStore() {
  const { sync } = createTestWorkspace({
    plugins: [plugin],
    as: 'owner',
    seed: { bookkeeping: seed },
  });
  return sync.getStore('bookkeeping');
}

describe('searchBooks', () => {
  it('finds accounts by name, transactions by description, each with the path that opens it', () => {
    const hits = searchBooks('office', booksStore());
    expect(hits.map((h) => [h.label, h.path])).toEqual([
      ['Office Supplies', '/bookkeeping?tab=accounts&account=office-supplies'],
      ['Office Depot #1234', '/bookkeeping?tab=transactions&transaction=txn-s2'],
    ]);
    expect(hits[1]?.description).toBe('Transaction · 2026-11-18 · -$45.99');
  });

  it('finds transactions by reference, vendors by name or contact, ignoring case', () => {
    expect(searchBooks('po-1042', booksStore()).map((h) => h.label)).toEqual(['Stripe payout']);
    expect(searchBooks('COYOTE', booksStore())).toEqual([
      {
        id: 'vendor:v-acme',
        label: 'Acme Paper',
        description: 'Vendor · Wile Coyote · Net 30',
        path: '/bookkeeping?tab=vendors&vendor=v-acme',
      },
    ]);
    expect(searchBooks('6400', booksStore()).map((h) => h.label)).toEqual(['Office Supplies']);
    expect(searchBooks('  ', booksStore())).toEqual([]);
    expect(searchBooks('nothing like this', booksStore())).toEqual([]);
  });
});

/** The palette, open until a result is chosen, as the shell has it. */
function Palette() {
  const [open, setOpen] = useState(true);
  return (
    <CommandPalette
      open={open}
      onOpenChange={setOpen}
      onSwitchCompany={() => {}}
      getStore={(id) => (id === 'bookkeeping' ? store : undefined)}
    />
  );
}

/** The palette over the Bookkeeping screen, in a company with these books. */
function renderPaletteAndBooks() {
  renderInWorkspace(
    <>
      <Palette />
      <Routes>
        <Route path="/bookkeeping" element={<Bookkeeping />} />
        <Route path="*" element={null} />
      </Routes>
    </>,
    {
      seed: { bookkeeping: seed },
      plugins: [{ manifest: plugin, loadClient: async () => clientPlugin }],
    },
  );
  return userEvent.setup();
}
let store: ReturnType<typeof booksStore>;

describe('Bookkeeping records in the command palette', () => {
  it("opens a transaction's details on the Transactions tab", async () => {
    store = booksStore();
    const user = renderPaletteAndBooks();
    const palette = screen.getByRole('dialog', { name: 'Search Keel' });
    await user.type(within(palette).getByRole('combobox'), 'office depot');
    await user.click(await within(palette).findByRole('option', { name: /Office Depot #1234/ }));
    const details = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(within(details).getAllByText('Office Depot #1234').length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Transactions', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('selects a vendor on the Vendors tab', async () => {
    store = booksStore();
    const user = renderPaletteAndBooks();
    await user.type(screen.getByRole('combobox'), 'acme');
    await user.click(await screen.findByRole('option', { name: /Acme Paper/ }));
    expect(await screen.findByRole('tab', { name: 'Vendors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = await screen.findByRole('row', { name: /Acme Paper/ });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(row).toHaveFocus();
  });
});
