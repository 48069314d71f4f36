// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { ClockProvider, CompanySyncProvider } from '@keel/core/client';
import { fixedClock, standardChartOfAccounts, type JournalEntry } from '@keel/core/domain';
import { createTestWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { ACCOUNTS_TABLE, accountToRow } from '../../domain/schema';
import { aTransaction } from '../../domain/books/testBooks';
import {
  TRANSACTIONS_TABLE,
  transactionToRow,
  type Transaction,
} from '../../domain/books/transactionRow';
import { transactionEntry } from '../../domain/books/transactionEntry';
import { useBooks } from '../hooks/useBooks';
import { downloadFile } from '../components/reports/downloadFile';
import { ReportsTab } from './ReportsTab';
import { ENTRIES_TABLE, entryToRow } from '../../domain/ledger/entryRow';

vi.mock('../components/reports/downloadFile', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../components/reports/downloadFile')>()),
  downloadFile: vi.fn(),
}));
const saved = vi.mocked(downloadFile);

const TODAY = '2026-03-31';
const entry = (id: string, date: string, debit: string, credit: string, cents: number) =>
  ({
    id,
    date,
    memo: id,
    lines: [
      { accountId: debit, debit: cents, credit: 0 },
      { accountId: credit, debit: 0, credit: cents },
    ],
  }) satisfies JournalEntry;

const supplies = aTransaction({ id: 'supplies', date: '2026-03-01', amount: -4_599 });
const firstQuarter = [
  entry('capital', '2026-01-05', 'checking', 'owners-capital', 1_000_000),
  entry('invoice', '2026-02-10', 'accounts-receivable', 'sales', 250_000),
  transactionEntry(supplies)!,
  entry('payment', '2026-03-15', 'checking', 'accounts-receivable', 100_000),
  entry('rent-bill', '2026-01-10', 'rent', 'accounts-payable', 40_000),
];

function seed(entries: JournalEntry[], transactions: Transaction[]) {
  return {
    bookkeeping: {
      [ACCOUNTS_TABLE]: Object.fromEntries(
        standardChartOfAccounts().map((account) => [account.id, accountToRow(account)]),
      ),
      [ENTRIES_TABLE]: Object.fromEntries(entries.map((e) => [e.id, entryToRow(e)])),
      [TRANSACTIONS_TABLE]: Object.fromEntries(
        transactions.map((t) => [t.id, transactionToRow(t)]),
      ),
    },
  };
}

function Reports() {
  const books = useBooks();
  return books ? <ReportsTab books={books} companyName="Test Company" /> : null;
}

function renderReports(entries = firstQuarter, transactions = [supplies]) {
  const workspace = createTestWorkspace({
    plugins: [plugin],
    as: 'owner',
    seed: seed(entries, transactions),
    clock: fixedClock(`${TODAY}T12:00:00`),
  });
  render(
    <ClockProvider clock={workspace.clock}>
      <CompanySyncProvider sync={workspace.sync}>
        <Reports />
      </CompanySyncProvider>
    </ClockProvider>,
  );
  return workspace.sync;
}

const card = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => saved.mockClear());

describe('ReportsTab', () => {
  it('shows each card’s figures computed from the ledger for this year to date', () => {
    renderReports();
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('To')).toHaveValue(TODAY);
    expect(screen.getByRole('region', { name: 'P&L' })).toHaveTextContent(
      'Income$2,500.00Expenses$445.99Net Income$2,054.01',
    );
    expect(screen.getByRole('region', { name: 'Balance Sheet' })).toHaveTextContent(
      'Total Assets$12,454.01Total Liabilities$400.00Total Equity$12,054.01',
    );
    expect(screen.getByRole('region', { name: 'Cash Flow' })).toHaveTextContent(
      'Net Change in Cash$10,954.01Cash at End of Period$10,954.01',
    );
    // From the ledger, as the P&L: the rent bill counts though no bank line paid it.
    expect(screen.getByRole('region', { name: 'Tax Summary' })).toHaveTextContent(
      'Income$2,500.00Expenses$445.99Net Income$2,054.01Tax-deductible spending$45.99',
    );
    card('Tax Summary').getByText('This is a summary for your accountant, not a tax return.');
    // 2,500.00 invoiced on February 10, 1,000.00 paid: 1,500.00 is 49 days old.
    expect(screen.getByRole('region', { name: 'Accounts Receivable' })).toHaveTextContent(
      '0-30 days$0.0031-60 days$1,500.0060+ days$0.00Total Open Receivables$1,500.00',
    );
    expect(screen.getByRole('region', { name: 'Accounts Payable' })).toHaveTextContent(
      '60+ days$400.00Total Open Payables$400.00',
    );
  });

  it('applies a preset period to every card, with honest empty states', async () => {
    renderReports();
    await userEvent.click(screen.getByRole('button', { name: 'Last year' }));
    expect(screen.getByLabelText('From')).toHaveValue('2025-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2025-12-31');
    card('P&L').getByText('No income or expenses in this period');
    card('Balance Sheet').getByText('No balances as of December 31, 2025');
    card('Cash Flow').getByText('No cash activity in this period');
    card('Tax Summary').getByText('No income or expenses in this period');
    card('Accounts Receivable').getByText('No open receivables');
    card('Accounts Payable').getByText('No open payables');
  });

  it('names the date that is out of order and keeps the last good period', () => {
    renderReports();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-06-30' } });
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('To must be on or after From');
    expect(card('P&L').getByText('January 1, 2026 to March 31, 2026')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-28' } });
    expect(screen.getByRole('region', { name: 'P&L' })).toHaveTextContent(
      'February 1, 2026 to February 28, 2026',
    );
    expect(screen.getByRole('region', { name: 'P&L' })).toHaveTextContent('Net Income$2,500.00');
  });

  it('downloads the P&L as text and CSV named by the To date’s month and year', async () => {
    renderReports();
    await userEvent.click(card('P&L').getByRole('button', { name: 'Download .txt' }));
    const [name, content, type] = saved.mock.calls[0]!;
    expect(name).toBe('profit-and-loss-march-2026.txt');
    expect(type).toBe('text/plain;charset=utf-8');
    expect(String(content).split('\n').slice(0, 6)).toEqual([
      'Test Company',
      'Profit and Loss',
      'January 1, 2026 to March 31, 2026',
      '',
      'Income',
      '  4000  Sales              $2,500.00',
    ]);
    await userEvent.click(card('Balance Sheet').getByRole('button', { name: 'Download CSV' }));
    expect(saved.mock.calls[1]![0]).toBe('balance-sheet-march-2026.csv');
    expect(String(saved.mock.calls[1]![1])).toContain(
      'Current Liabilities,2000,Accounts Payable,400.00\r\n',
    );
  });

  it('exports every report in both formats as one zip', async () => {
    renderReports();
    await userEvent.click(screen.getByRole('button', { name: 'Export All Reports' }));
    const [name, bytes, type] = saved.mock.calls[0]!;
    expect(name).toBe('reports-test-company-2026-01-01-to-2026-03-31.zip');
    expect(type).toBe('application/zip');
    const files = unzipSync(bytes as Uint8Array);
    expect(Object.keys(files).sort()).toEqual(
      [
        'accounts-payable-aging',
        'accounts-receivable-aging',
        'balance-sheet',
        'cash-flow',
        'profit-and-loss',
        'tax-summary',
      ].flatMap((kind) => [`${kind}-march-2026.csv`, `${kind}-march-2026.txt`]),
    );
    expect(strFromU8(files['tax-summary-march-2026.txt']!)).toContain(
      'This is a summary for your accountant, not a tax return.',
    );
  });

  it('shows empty states, not zeros, for a company with no entries', () => {
    renderReports([], []);
    for (const [name, message] of [
      ['P&L', 'No income or expenses in this period'],
      ['Balance Sheet', 'No balances as of March 31, 2026'],
      ['Cash Flow', 'No cash activity in this period'],
      ['Tax Summary', 'No income or expenses in this period'],
      ['Accounts Receivable', 'No open receivables'],
      ['Accounts Payable', 'No open payables'],
    ] as const) {
      card(name).getByText(message);
      expect(screen.getByRole('region', { name })).not.toHaveTextContent('$');
    }
  });

  it('follows new entries as they sync in', async () => {
    const sync = renderReports([], []);
    sync
      .getStore('bookkeeping')!
      .setRow(
        ENTRIES_TABLE,
        'late-sale',
        entryToRow(entry('late-sale', '2026-03-30', 'checking', 'sales', 12_345)),
      );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'P&L' })).toHaveTextContent('Net Income$123.45'),
    );
  });

  it('leaves entries dated after today out of the balance sheet for today, and says so', () => {
    // A new company whose only entry is a payroll run dated four days from now.
    renderReports([entry('payroll-run-1', '2026-04-04', 'payroll-wages', 'checking', 79_542)], []);
    const sheet = card('Balance Sheet');
    sheet.getByText('No balances as of March 31, 2026');
    sheet.getByText('Leaves out 1 entry dated after today');
    card('Cash Flow').getByText('No cash activity in this period');
  });
});
