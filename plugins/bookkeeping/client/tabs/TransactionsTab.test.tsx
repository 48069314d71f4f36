// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from 'tinybase';
import { CompanySyncProvider, Toaster } from '@keel/core/client';
import { standardChartOfAccounts } from '@keel/core/domain';
import { createTestWorkspace, linkSyncs, type TestWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import {
  LINE_HOLDS_TABLE,
  RULES_TABLE,
  TRANSACTIONS_TABLE,
  postedBankLines,
  postedLineMessage,
  transactionToRow,
  type Transaction,
} from '../../domain/books';
import { storedEntry } from '../../domain/books/testBooks';
import { SETTINGS_ROW, SETTINGS_TABLE } from '../../domain/schema';
import type { Books } from '../hooks/useBooks';
import type { BooksAuthor } from '../hooks/useBooksAuthor';
import { booksSeed, sampleLines } from '../components/transactions/booksSeed';
import { WithBooks } from '../components/transactions/WithBooks';
import { TransactionsTab } from './TransactionsTab';
import { ENTRIES_TABLE, entryToRow } from '../../domain/ledger/entryRow';

const author = (name: string, canWrite = true): BooksAuthor => ({
  by: `${name} <${name.toLowerCase()}@example.com>`,
  canWrite,
  now: () => '2026-11-21T15:00:00.000Z',
});

const booksWorkspace = (): TestWorkspace =>
  createTestWorkspace({
    plugins: [plugin],
    as: 'owner',
    seed: { bookkeeping: booksSeed(sampleLines) },
  });

function tab(workspace: TestWorkspace, who: BooksAuthor) {
  return (
    <CompanySyncProvider sync={workspace.sync}>
      <WithBooks>{(books) => <TransactionsTab books={books} author={who} />}</WithBooks>
    </CompanySyncProvider>
  );
}

function renderTab(who = author('Ines'), workspace = booksWorkspace()) {
  render(<Toaster duration={100_000}>{tab(workspace, who)}</Toaster>);
  const store = workspace.sync.getStore('bookkeeping');
  if (!store) throw new Error('no bookkeeping store');
  return store;
}

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

describe('TransactionsTab', () => {
  it('lists every line with its date, account, signed amount and status', () => {
    renderTab();
    const table = screen.getByRole('table', { name: 'Transactions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Date', 'Description', 'Account', 'Amount', 'Status', 'Actions']);
    expect(table).toHaveAttribute('aria-rowcount', '7');
    const payout = within(rowOf('Stripe payout'));
    expect(payout.getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(payout.getByText('Sales')).toBeInTheDocument();
    expect(payout.getByText('+$12,500.00')).toHaveClass('bk-amount--in');
    expect(payout.getByText('Categorized')).toBeInTheDocument();
    const coffee = within(rowOf('SQ *BLUE BOTTLE 0423 OAKLAND'));
    expect(coffee.getByText('Uncategorized')).toBeInTheDocument();
    expect(coffee.getByText('-$18.75')).not.toHaveClass('bk-amount--in');
    expect(coffee.getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf('WeWork November rent')).getByText('Reconciled')).toBeInTheDocument();
    expect(screen.getByText('6 of 6 transactions')).toBeInTheDocument();
  });

  it('flags a line a fraud review holds out of reconciliation, with the reason', async () => {
    const workspace = booksWorkspace();
    // The details link to the threat: rendered inside a router, as in the app.
    render(
      <MemoryRouter>
        <Toaster duration={100_000}>{tab(workspace, author('Ines'))}</Toaster>
      </MemoryRouter>,
    );
    const store = workspace.sync.getStore('bookkeeping')!;
    expect(within(rowOf('Office Depot #1234')).queryByText('Held')).toBeNull();
    store.setRow(LINE_HOLDS_TABLE, 'txn-s2', {
      reason: 'Blocked on Fraud Detection: Paid twice',
      heldBy: 'Ada <ada@example.com>',
      heldAt: '2026-11-21T15:00:00.000Z',
      link: '/fraud-detection?threat=t-1',
    });
    const held = await within(rowOf('Office Depot #1234')).findByText('Held');
    expect(held).toHaveAttribute(
      'title',
      'Blocked on Fraud Detection: Paid twice (held by Ada <ada@example.com>)',
    );
    expect(within(rowOf('WeWork November rent')).queryByText('Held')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'View Office Depot #1234' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(dialog).toHaveTextContent(
      'Blocked on Fraud Detection: Paid twice, by Ada <ada@example.com> on',
    );
    expect(within(dialog).getByRole('link', { name: 'Open the threat' })).toHaveAttribute(
      'href',
      '/fraud-detection?threat=t-1',
    );
  });

  it('searches description and reference without case, and filters by status', async () => {
    renderTab();
    const search = screen.getByLabelText('Search transactions');
    await userEvent.type(search, 'po-1042');
    expect(screen.getByText('1 of 6 transactions')).toBeInTheDocument();
    expect(screen.getByText('Stripe payout')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'OFFICE');
    expect(screen.getByText('1 of 6 transactions')).toBeInTheDocument();
    await userEvent.clear(search);

    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Status', 'Categorized', 'Pending', 'Reconciled']);
    await userEvent.selectOptions(status, 'pending');
    expect(screen.getByText('1 of 6 transactions')).toBeInTheDocument();
    expect(screen.getByText('SQ *BLUE BOTTLE 0423 OAKLAND')).toBeInTheDocument();
    await userEvent.selectOptions(status, 'categorized');
    expect(screen.getByText('4 of 6 transactions')).toBeInTheDocument();
    await userEvent.type(search, 'rent');
    expect(screen.getByText('No transactions found')).toBeInTheDocument();
    expect(screen.getByText('0 of 6 transactions')).toBeInTheDocument();
  });

  it('disables Edit, with the reason, for reconciled lines and the closed period', () => {
    const workspace = booksWorkspace();
    workspace.sync
      .getStore('bookkeeping')
      ?.setRow(SETTINGS_TABLE, SETTINGS_ROW, { lockDate: '2026-10-31', fiscalYearStartMonth: 1 });
    renderTab(author('Ines'), workspace);
    const reconciled = screen.getByRole('button', { name: 'Edit WeWork November rent' });
    expect(reconciled).toBeDisabled();
    expect(reconciled).toHaveAccessibleDescription(/reconciled/);
    const locked = screen.getByRole('button', { name: 'Edit Comcast Business' });
    expect(locked).toBeDisabled();
    expect(locked).toHaveAccessibleDescription('The period up to 2026-10-31 is closed');
    expect(screen.getByRole('button', { name: 'Edit Stripe payout' })).toBeEnabled();
  });

  it('categorizes a pending line with the suggestion, moving its entry from Uncategorized', async () => {
    const workspace = booksWorkspace();
    const store = workspace.sync.getStore('bookkeeping');
    store?.setRow(RULES_TABLE, 'r1', {
      keyword: 'blue bottle',
      accountId: 'meals',
      category: 'meals',
    });
    renderTab(author('Ines'), workspace);
    await userEvent.click(
      screen.getByRole('button', { name: 'Categorize SQ *BLUE BOTTLE 0423 OAKLAND' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Transaction' });
    expect(dialog).toHaveAccessibleDescription(/Suggested: Meals \(Rule: contains "blue bottle"\)/);
    expect(within(dialog).getByLabelText('Account')).toHaveValue('meals');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('meals');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(store && storedEntry(store, 'txn-s4').lines.map((l) => l.accountId)).toEqual([
      'checking',
      'meals',
    ]);
    expect(
      within(rowOf('SQ *BLUE BOTTLE 0423 OAKLAND')).getByText('Categorized'),
    ).toBeInTheDocument();
    expect(within(rowOf('SQ *BLUE BOTTLE 0423 OAKLAND')).getByText('Meals')).toBeInTheDocument();
  });

  it('shows a payment posted by a payroll run as a categorized line that is changed where it was posted', async () => {
    const workspace = booksWorkspace();
    const store = workspace.sync.getStore('bookkeeping')!;
    const run = {
      id: 'payroll-run-1',
      date: '2026-11-20',
      memo: 'Payroll November 1-15',
      lines: [
        { accountId: 'payroll-wages', debit: 79_542, credit: 0 },
        { accountId: 'checking', debit: 0, credit: 79_542, memo: 'Direct deposit batch' },
      ],
    };
    const [line] = postedBankLines(run, standardChartOfAccounts(), {
      newId: () => 'posted-dd',
      at: '2026-11-20T12:00:00.000Z',
      by: '',
    });
    store.transaction(() => {
      store.setRow(ENTRIES_TABLE, run.id, entryToRow(run));
      store.setRow(
        TRANSACTIONS_TABLE,
        'posted-dd',
        transactionToRow({ ...line!, bankDate: '2026-11-19', bankDescription: 'ACH PAYROLL' }),
      );
    });
    renderTab(author('Ines'), workspace);
    const row = rowOf('Direct deposit batch');
    expect(row).toHaveTextContent('Payroll Wages');
    expect(within(row).getByText('Categorized')).toBeInTheDocument();
    expect(within(row).getByText('Matched')).toBeInTheDocument();
    const edit = within(row).getByRole('button', { name: 'Edit Direct deposit batch' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(postedLineMessage);
    await userEvent.click(within(row).getByRole('button', { name: 'View Direct deposit batch' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(dialog).toHaveTextContent('Matched to “ACH PAYROLL” of Nov 19, 2026');
    expect(dialog).toHaveTextContent('the bank side of the entry “Payroll November 1-15”');
    expect(within(dialog).getByRole('table', { name: 'Journal entry lines' })).toHaveTextContent(
      '6500 · Payroll Wages',
    );
  });

  it('opens View read-only with the journal entry', async () => {
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'View Office Depot #1234' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(within(dialog).getByRole('table', { name: 'Journal entry lines' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('gives a viewer View only', () => {
    renderTab(author('Vic', false));
    expect(screen.getByRole('button', { name: 'View Stripe payout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Categorize / })).not.toBeInTheDocument();
  });

  it("shows one member's edit live to another member", async () => {
    const ines = booksWorkspace();
    const omar = createTestWorkspace({ plugins: [plugin], as: 'accountant' });
    linkSyncs(ines.sync, omar.sync);
    render(
      <Toaster duration={100_000}>
        <section aria-label="Ines">{tab(ines, author('Ines'))}</section>
        <section aria-label="Omar">{tab(omar, author('Omar'))}</section>
      </Toaster>,
    );
    const omarView = within(screen.getByRole('region', { name: 'Omar' }));
    expect(omarView.getByText('Office Depot #1234')).toBeInTheDocument();

    const inesView = within(screen.getByRole('region', { name: 'Ines' }));
    await userEvent.click(inesView.getByRole('button', { name: 'Edit Office Depot #1234' }));
    const description = screen.getByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.type(description, 'Office Depot toner');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await omarView.findByText('Office Depot toner')).toBeInTheDocument();
    expect(omarView.queryByText('Office Depot #1234')).not.toBeInTheDocument();
  });
});

describe('TransactionsTab with 50,000 lines', () => {
  const chart = standardChartOfAccounts();
  const many: Transaction[] = Array.from({ length: 50_000 }, (_, i) => ({
    id: `txn-${i}`,
    date: '2026-11-21',
    description: i === 49_990 ? 'Needle Hardware Co' : `Card purchase ${i}`,
    amount: -(100 + i),
    bankAccountId: 'checking',
    accountId: i % 3 === 0 ? '' : 'office-supplies',
    reference: `REF-${i}`,
    category: 'office-supplies',
    vendorId: '',
    aiCategorized: false,
    reconciliationId: '',
    source: 'import',
    externalId: '',
    bankPending: false,
    createdAt: '2026-11-21T12:00:00.000Z',
    createdBy: 'import',
  }));
  const books: Books = {
    companyId: 'test-company',
    store: createStore(),
    accounts: chart,
    accountById: new Map(chart.map((a) => [a.id, a])),
    entries: [],
    today: '2026-11-25',
    balances: new Map(),
    later: new Map(),
    transactions: many,
    vendors: [],
    bankAccounts: [],
    rules: [],
    settings: { lockDate: '', fiscalYearStartMonth: 1 },
  };
  const renderMany = () =>
    render(
      <Toaster>
        <TransactionsTab books={books} author={author('Ines')} />
      </Toaster>,
    );
  const bodyRows = () =>
    within(screen.getByRole('table', { name: 'Transactions' }))
      .getAllByRole('row')
      .slice(1);

  it('renders only a window of rows', () => {
    renderMany();
    expect(screen.getByRole('table', { name: 'Transactions' })).toHaveAttribute(
      'aria-rowcount',
      '50001',
    );
    expect(screen.getByText('50,000 of 50,000 transactions')).toBeInTheDocument();
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('renders the rows scrolled to, deep in the list', () => {
    renderMany();
    const scroller = screen.getByRole('region', { name: 'Transactions list' });
    fireEvent.scroll(scroller, { target: { scrollTop: 48 * 30_000 } });
    const rows = bodyRows();
    expect(rows.length).toBeLessThan(40);
    expect(screen.getByText('Card purchase 30000')).toBeInTheDocument();
    expect(screen.queryByText('Card purchase 0')).not.toBeInTheDocument();
  });

  it('starts again at the top when the filter changes', async () => {
    renderMany();
    const scroller = screen.getByRole('region', { name: 'Transactions list' });
    fireEvent.scroll(scroller, { target: { scrollTop: 48 * 30_000 } });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    expect(screen.getByText('16,667 of 50,000 transactions')).toBeInTheDocument();
    expect(scroller.scrollTop).toBe(0);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByText('Card purchase 0')).toBeInTheDocument();
  });

  it('finds a line deep in the list', async () => {
    renderMany();
    await userEvent.type(screen.getByLabelText('Search transactions'), 'needle');
    expect(screen.getByText('1 of 50,000 transactions')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('Needle Hardware Co')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search transactions'));
    await userEvent.type(screen.getByLabelText('Search transactions'), 'ref-49999');
    expect(screen.getByText('Card purchase 49999')).toBeInTheDocument();
  });
});
