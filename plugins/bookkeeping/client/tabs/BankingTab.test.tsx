// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { booksSeed, type BooksSeedOptions } from '../components/accounts/booksSeed';
import { DEMO_NOW, demoBooks, demoLine } from '../components/accounts/demoBooks';
import { WithBooks } from '../components/accounts/WithBooks';
import type { BankSync } from '../hooks/useBankSync';
import { BankingTab } from './BankingTab';
import { storedTransaction } from '../../domain/books/testBooks';

function fakeBankSync(syncing = false): BankSync {
  return { syncing, syncAll: vi.fn(async () => {}), syncOne: vi.fn(async () => {}) };
}

function renderBanking(seed = demoBooks(), bankSync = fakeBankSync()) {
  const { sync } = renderInWorkspace(
    <WithBooks now={DEMO_NOW}>
      {(books, author) => <BankingTab books={books} author={author} bankSync={bankSync} />}
    </WithBooks>,
    { manifests: [plugin], seed: { bookkeeping: seed } },
  );
  const store = sync?.getStore('bookkeeping');
  if (!store) throw new Error('The bookkeeping store is not bound');
  return { store, bankSync, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('region', { name });

// Checking: $1,000.00 reconciled before, then March lines to reconcile against a statement.
const march: BooksSeedOptions = {
  transactions: [
    demoLine('a', {
      date: '2026-03-02',
      description: 'Deposit',
      amount: 100_000,
      accountId: 'sales',
      reconciliationId: 'rec-feb',
    }),
    demoLine('b', { date: '2026-03-03', description: 'Rent', amount: -25_000, accountId: 'rent' }),
    demoLine('c', {
      date: '2026-03-20',
      description: 'Office Depot',
      amount: -1_050,
      accountId: 'office-supplies',
    }),
    demoLine('d', {
      date: '2026-04-02',
      description: 'April fee',
      amount: -999,
      accountId: 'bank-fees',
    }),
    demoLine('e', { date: '2026-03-25', description: 'Unknown payee', amount: -700 }),
  ],
  reconciliations: {
    'rec-feb': {
      bankAccountId: 'checking',
      statementDate: '2026-02-28',
      endingBalance: 100_000,
      completedAt: '2026-03-01T09:00:00.000Z',
      completedBy: 'Ada Lovelace <ada@example.com>',
    },
  },
};

async function openReconcile(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(card('Business Checking')).getByRole('button', { name: 'Reconcile' }));
  const dialog = screen.getByRole('dialog', { name: 'Reconcile Business Checking' });
  fireEvent.change(within(dialog).getByLabelText('Statement date'), {
    target: { value: '2026-03-31' },
  });
  return dialog;
}

const figure = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('BankingTab', () => {
  it('shows each bank account with its balances, connection and actions', async () => {
    const { bankSync, user } = renderBanking();
    const chase = card('Chase');
    expect(within(chase).getByText('Connected')).toBeInTheDocument();
    expect(chase).toHaveTextContent('1000 · Business Checking · business checking ···· 4821');
    // The pending coffee counts at once, so the books agree with what the bank reports.
    expect(chase).toHaveTextContent('Current balance$15,219.04');
    expect(chase).toHaveTextContent('Bank reports$15,219.04');
    expect(within(chase).getByText(/^Last synced Nov 20, 2026/)).toBeInTheDocument();
    await user.click(within(chase).getByRole('button', { name: 'Sync' }));
    expect(bankSync.syncOne).toHaveBeenCalledWith('checking');

    const wells = card('Wells Fargo');
    expect(within(wells).getByText('Statements')).toBeInTheDocument();
    expect(within(wells).queryByRole('button', { name: 'Sync' })).not.toBeInTheDocument();
    expect(wells).toHaveTextContent('Current balance$12.04');
    expect(card('Petty Cash')).toHaveTextContent('Current balance$0.00');
  });

  it('disables Sync while a sync runs', () => {
    renderBanking(demoBooks(), fakeBankSync(true));
    expect(within(card('Chase')).getByRole('button', { name: 'Syncing…' })).toBeDisabled();
  });

  it('says so when the chart has no bank accounts', () => {
    renderBanking(booksSeed({ noChart: true }));
    expect(screen.getByText('No bank accounts')).toBeInTheDocument();
  });

  it('reconciles: shows the difference and finishes only at $0.00', async () => {
    const { store, user } = renderBanking(booksSeed(march));
    const dialog = await openReconcile(user);
    await user.type(within(dialog).getByLabelText('Statement ending balance'), '739.50');
    expect(within(dialog).getByRole('checkbox', { name: /^Rent/ })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /April fee/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /Deposit/ })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('1 line in this period still needs a category');
    expect(figure(dialog, 'Opening balance')).toBe('$1,000.00');
    expect(figure(dialog, 'Statement ending balance')).toBe('$739.50');

    await user.click(within(dialog).getByRole('checkbox', { name: /^Rent/ }));
    expect(figure(dialog, 'Cleared balance')).toBe('$750.00');
    expect(figure(dialog, 'Difference')).toBe('-$10.50');
    const finish = within(dialog).getByRole('button', { name: 'Finish reconciliation' });
    expect(finish).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: /^Office Depot/ }));
    expect(figure(dialog, 'Difference')).toBe('$0.00');
    expect(finish).toBeEnabled();
    await user.click(finish);

    expect(await screen.findByText('Reconciliation Finished')).toBeInTheDocument();
    expect(screen.getByText('2 transactions reconciled through Mar 31, 2026')).toBeInTheDocument();
    const recId = storedTransaction(store, 'b').reconciliationId;
    expect(recId).toMatch(/^rec-/);
    expect(storedTransaction(store, 'c').reconciliationId).toBe(recId);
    expect(storedTransaction(store, 'd').reconciliationId).toBe('');
    expect(store.getRow('reconciliations', String(recId))).toMatchObject({
      bankAccountId: 'checking',
      statementDate: '2026-03-31',
      endingBalance: 73_950,
    });
  });

  it('names a bad statement balance and keeps Finish disabled', async () => {
    const { user } = renderBanking(booksSeed(march));
    const dialog = await openReconcile(user);
    const balance = within(dialog).getByLabelText('Statement ending balance');
    await user.type(balance, '12,34x');
    expect(balance).toHaveAccessibleDescription(
      'Statement ending balance must be an amount with at most 2 decimals, like 1234.56',
    );
    fireEvent.change(within(dialog).getByLabelText('Statement date'), { target: { value: '' } });
    expect(within(dialog).getByLabelText('Statement date')).toHaveAccessibleDescription(
      'Statement date is required',
    );
    expect(within(dialog).getByRole('button', { name: 'Finish reconciliation' })).toBeDisabled();
  });

  it('views an account and unreconciles a line', async () => {
    const { store, user } = renderBanking(booksSeed(march));
    await user.click(within(card('Business Checking')).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Business Checking' });
    const lines = within(dialog).getByRole('table', { name: 'Bank transactions' });
    expect(within(lines).getAllByRole('row')).toHaveLength(6);
    expect(within(dialog).getByRole('list', { name: 'Reconciliations' })).toHaveTextContent(
      'Statement of Feb 28, 2026: ending balance $1,000.00, 1 line',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Unreconcile Deposit' }));
    expect(storedTransaction(store, 'a').reconciliationId).toBe('');
    expect(within(dialog).queryByRole('button', { name: /Unreconcile/ })).not.toBeInTheDocument();
  });
});
