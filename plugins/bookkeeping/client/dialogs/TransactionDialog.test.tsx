// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Store } from 'tinybase';
import { CompanySyncProvider, Toaster } from '@keel/core/client';
import { type JournalLine } from '@keel/core/domain';
import { createTestWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { ENTRY_AUDIT_TABLE, TRANSACTIONS_TABLE } from '../../domain/books';
import { storedEntry, storedTransaction } from '../../domain/books/testBooks';
import { SETTINGS_ROW, SETTINGS_TABLE } from '../../domain/schema';
import type { BooksAuthor } from '../hooks/useBooksAuthor';
import { booksSeed, sampleLines } from '../components/transactions/booksSeed';
import { WithBooks } from '../components/transactions/WithBooks';
import { TransactionDialog } from './TransactionDialog';
import { ENTRIES_TABLE, entryToRow } from '../../domain/ledger/entryRow';

// Lets a test make the store write itself throw, as a broken store would.
const failWrites = vi.hoisted(() => ({ on: false }));
vi.mock('../../domain/books', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../domain/books')>();
  return {
    ...real,
    saveTransaction: (...args: Parameters<typeof real.saveTransaction>) => {
      if (failWrites.on) throw new Error('disk full');
      return real.saveTransaction(...args);
    },
  };
});
afterEach(() => {
  failWrites.on = false;
});

const ines = (canWrite = true): BooksAuthor => ({
  by: 'Ines Tester <ines@example.com>',
  canWrite,
  now: () => '2026-11-21T15:00:00.000Z',
});

function Harness(props: { mode: 'add' | 'view' | 'edit'; id?: string; author: BooksAuthor }) {
  const [open, setOpen] = useState(true);
  return (
    <WithBooks>
      {(books) => (
        <TransactionDialog
          mode={props.mode}
          books={books}
          author={props.author}
          transaction={books.transactions.find((t) => t.id === props.id)}
          open={open}
          onOpenChange={setOpen}
        />
      )}
    </WithBooks>
  );
}

function renderDialog(
  options: {
    mode?: 'add' | 'view' | 'edit';
    id?: string;
    lockDate?: string;
    canWrite?: boolean;
  } = {},
): Store {
  const workspace = createTestWorkspace({
    plugins: [plugin],
    as: 'owner',
    seed: { bookkeeping: booksSeed(options.id ? sampleLines : []) },
  });
  const store = workspace.sync.getStore('bookkeeping');
  if (!store) throw new Error('no bookkeeping store');
  if (options.lockDate) {
    store.setRow(SETTINGS_TABLE, SETTINGS_ROW, {
      lockDate: options.lockDate,
      fiscalYearStartMonth: 1,
    });
  }
  render(
    <Toaster duration={100_000}>
      <CompanySyncProvider sync={workspace.sync}>
        <Harness mode={options.mode ?? 'add'} id={options.id} author={ines(options.canWrite)} />
      </CompanySyncProvider>
    </Toaster>,
  );
  return store;
}

function entryLines(store: Store, id: string): JournalLine[] {
  return storedEntry(store, id).lines;
}

async function fillNew(fields: { description?: string; amount?: string; account?: string }) {
  const user = userEvent.setup();
  if (fields.description) await user.type(screen.getByLabelText('Description'), fields.description);
  if (fields.amount) await user.type(screen.getByLabelText('Amount'), fields.amount);
  if (fields.account) await user.selectOptions(screen.getByLabelText('Account'), fields.account);
  await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
}

describe('TransactionDialog, add', () => {
  it('records the transaction and a balanced entry that debits the bank for money in', async () => {
    const store = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Add Transaction' });
    expect(within(dialog).getByLabelText('Amount')).toHaveAccessibleDescription(
      'positive for income, negative for expense',
    );
    expect(within(dialog).getByLabelText('Category')).toHaveValue('other');
    expect(within(dialog).getByLabelText('Bank account')).toHaveValue('checking');
    await fillNew({ description: 'Client payment', amount: '1200.50', account: 'sales' });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Transaction Added')).toBeInTheDocument();
    expect(screen.getByText('Transaction successfully recorded')).toBeInTheDocument();
    const [id] = store.getRowIds(TRANSACTIONS_TABLE);
    // Every field, as newManualTransaction makes it (POST transactions makes the same).
    expect(storedTransaction(store, String(id))).toEqual({
      id: expect.stringMatching(
        /^txn-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      ),
      date: '2026-11-21',
      description: 'Client payment',
      amount: 120050,
      accountId: 'sales',
      bankAccountId: 'checking',
      reference: '',
      category: 'other',
      vendorId: '',
      source: 'manual',
      aiCategorized: false,
      reconciliationId: '',
      externalId: '',
      bankPending: false,
      createdBy: 'Ines Tester <ines@example.com>',
      createdAt: '2026-11-21T15:00:00.000Z',
    });
    const lines = entryLines(store, String(id));
    const total = (side: 'debit' | 'credit') => lines.reduce((sum, line) => sum + line[side], 0);
    expect(total('debit')).toBe(total('credit'));
    expect(lines).toContainEqual({ accountId: 'checking', debit: 120050, credit: 0 });
    expect(lines).toContainEqual({ accountId: 'sales', debit: 0, credit: 120050 });
  });

  it('credits the bank for a negative amount', async () => {
    const store = renderDialog();
    await fillNew({ description: 'Staples', amount: '-45.99', account: 'office-supplies' });
    const [id] = store.getRowIds(TRANSACTIONS_TABLE);
    expect(entryLines(store, String(id))).toEqual([
      { accountId: 'checking', debit: 0, credit: 4599 },
      { accountId: 'office-supplies', debit: 4599, credit: 0 },
    ]);
  });

  it('names each wrong field and writes nothing', async () => {
    const store = renderDialog();
    await fillNew({});
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Amount is required');
    expect(screen.getByLabelText('Account')).toHaveAccessibleDescription('Account is required');

    await userEvent.type(screen.getByLabelText('Description'), 'Toner');
    await userEvent.type(screen.getByLabelText('Amount'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Amount "12.345" has more than 2 decimal places',
    );
    expect(screen.getByRole('dialog', { name: 'Add Transaction' })).toBeInTheDocument();
    expect(store.getRowCount(TRANSACTIONS_TABLE)).toBe(0);
    expect(store.getRowCount(ENTRIES_TABLE)).toBe(0);
  });

  it('refuses a date in the closed period, in the dialog, and writes nothing', async () => {
    const store = renderDialog({ lockDate: '2026-06-30' });
    const date = screen.getByLabelText('Date');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-06-30');
    await fillNew({ description: 'Late receipt', amount: '-10', account: 'meals' });
    expect(screen.getByRole('alert')).toHaveTextContent('The period up to 2026-06-30 is closed');
    expect(screen.getByRole('dialog', { name: 'Add Transaction' })).toBeInTheDocument();
    expect(store.getRowCount(TRANSACTIONS_TABLE)).toBe(0);
  });

  it("pre-selects a category's usual account while none is chosen", async () => {
    renderDialog();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'travel');
    expect(screen.getByLabelText('Account')).toHaveValue('travel');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'meals');
    expect(screen.getByLabelText('Account')).toHaveValue('travel');
  });

  it('tells the person when the write itself fails', async () => {
    const store = renderDialog();
    failWrites.on = true;
    await fillNew({ description: 'Client payment', amount: '10', account: 'sales' });
    expect(store.getRowCount(TRANSACTIONS_TABLE)).toBe(0);
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to add transaction')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Transaction' })).toBeInTheDocument();
  });
});

describe('TransactionDialog, view and edit', () => {
  it('shows every field, the status, the author and the entry lines', () => {
    renderDialog({ mode: 'view', id: 'txn-s1' });
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    for (const text of ['Nov 20, 2026', 'Stripe payout', '+$12,500.00', 'PO-1042', 'Categorized']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getAllByText('4000 · Sales')).toHaveLength(2);
    expect(within(dialog).getByText('Ada Lovelace <ada@example.com>')).toBeInTheDocument();
    const lines = within(dialog).getByRole('table', { name: 'Journal entry lines' });
    expect(
      within(lines).getByRole('row', { name: /1000 · Business Checking \$12,500\.00/ }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the change history the server recorded for the entry, live', async () => {
    const store = renderDialog({ mode: 'view', id: 'txn-s2' });
    const history = screen.getByRole('region', { name: 'Change history' });
    expect(within(history).getByText('No changes since it was posted.')).toBeInTheDocument();
    const before = store.getRow(ENTRIES_TABLE, 'txn-s2');
    const lines = entryLines(store, 'txn-s2').map((line) => ({
      ...line,
      debit: line.debit ? 5000 : 0,
      credit: line.credit ? 5000 : 0,
    }));
    act(() => {
      store.setRow(ENTRY_AUDIT_TABLE, 'audit-1', {
        entryId: 'txn-s2',
        at: '2026-11-21T16:30:00.000Z',
        by: 'Omar Reyes <omar@example.com>',
        action: 'changed',
        before: JSON.stringify(before),
        after: JSON.stringify(entryToRow({ ...storedEntry(store, 'txn-s2'), lines })),
      });
    });
    expect(await within(history).findByText('Amount $45.99 → $50.00')).toBeInTheDocument();
    expect(within(history).getByText(/Omar Reyes <omar@example.com>/)).toBeInTheDocument();
  });

  it('saves an edit to the line and its entry', async () => {
    const store = renderDialog({ mode: 'edit', id: 'txn-s2' });
    const description = screen.getByLabelText('Description');
    expect(description).toHaveValue('Office Depot #1234');
    expect(screen.getByLabelText('Amount')).toHaveValue(-45.99);
    await userEvent.clear(description);
    await userEvent.type(description, 'Office Depot toner');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Transaction Updated')).toBeInTheDocument();
    expect(storedTransaction(store, 'txn-s2').description).toBe('Office Depot toner');
    expect(storedEntry(store, 'txn-s2').memo).toBe('Office Depot toner');
  });

  it('deletes after a confirmation inside the dialog', async () => {
    const store = renderDialog({ mode: 'edit', id: 'txn-s2' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(store.hasRow(TRANSACTIONS_TABLE, 'txn-s2')).toBe(true);
    const confirm = screen.getByRole('group', { name: 'Confirm delete' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(store.hasRow(TRANSACTIONS_TABLE, 'txn-s2')).toBe(false);
    expect(store.hasRow(ENTRIES_TABLE, 'txn-s2')).toBe(false);
    expect(screen.getByText('Transaction Deleted')).toBeInTheDocument();
  });

  it('shows a reconciled line’s refusal and keeps the dialog open', async () => {
    const store = renderDialog({ mode: 'edit', id: 'txn-s5' });
    await userEvent.type(screen.getByLabelText('Reference'), '-A');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('reconciled');
    expect(storedTransaction(store, 'txn-s5').reference).toBe('INV-88');
  });

  it('only shows the line to a member who may not write', () => {
    renderDialog({ mode: 'edit', id: 'txn-s2', canWrite: false });
    expect(screen.getByRole('dialog', { name: 'Transaction Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
