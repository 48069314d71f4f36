import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '@keel/core/client';
import { standardChartOfAccounts, type JournalEntry } from '@keel/core/domain';
import type { KeelParameters } from '@keel/core/testing';
import { ACCOUNTS_TABLE, accountToRow } from '../../domain/schema';
import { aTransaction } from '../../domain/books/testBooks';
import { transactionEntry } from '../../domain/books/transactionEntry';
import {
  TRANSACTIONS_TABLE,
  transactionToRow,
  type Transaction,
} from '../../domain/books/transactionRow';
import { useBooks } from '../hooks/useBooks';
import '../bookkeeping.css';
import { ReportsTab } from './ReportsTab';
import { ENTRIES_TABLE, entryToRow } from '../../domain/ledger/entryRow';

/** The tab as the page shows it: the books of the story's company, live from its store. */
function ReportsOfCompany({ companyName }: { companyName: string }) {
  const books = useBooks();
  if (!books) return <Spinner label="Opening the books…" showLabel />;
  return <ReportsTab books={books} companyName={companyName} />;
}

const day = (month: number, date: number) =>
  `2026-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
const pair = (id: string, date: string, debit: string, credit: string, cents: number) =>
  ({
    id,
    date,
    memo: id,
    lines: [
      { accountId: debit, debit: cents, credit: 0 },
      { accountId: credit, debit: 0, credit: cents },
    ],
  }) satisfies JournalEntry;

/** January to mid-November 2026 of a small agency: bank lines, invoices and supplier bills. */
function yearOfBooks(): { transactions: Transaction[]; entries: JournalEntry[] } {
  const bank = (id: string, date: string, amount: number, accountId: string, category: string) =>
    aTransaction({ id, date, amount, accountId, category, description: id, createdAt: date });
  const transactions: Transaction[] = [
    bank('equipment-purchase', day(3, 12), -850_000, 'equipment', 'equipment'),
  ];
  const entries: JournalEntry[] = [
    pair('owner-investment', day(1, 2), 'checking', 'owners-capital', 5_000_000),
    pair('bank-loan', day(2, 1), 'checking', 'loan-payable', 2_000_000),
  ];
  for (let month = 1; month <= 11; month += 1) {
    transactions.push(
      bank(`deposits-${month}`, day(month, 3), 1_200_000 + month * 35_000, 'sales', 'income'),
      bank(`rent-${month}`, day(month, 1), -350_000, 'rent', 'rent'),
      bank(`power-${month}`, day(month, 8), -(42_000 + month * 1_300), 'utilities', 'utilities'),
      bank(
        `supplies-${month}`,
        day(month, 9),
        -(8_900 + (month % 3) * 2_150),
        'office-supplies',
        'office-supplies',
      ),
      bank(`meals-${month}`, day(month, 11), -(6_400 + month * 310), 'meals', 'meals'),
    );
    if (month % 4 === 0)
      transactions.push(bank(`trip-${month}`, day(month, 14), -98_000, 'travel', 'travel'));
    if (month === 11) continue;
    entries.push(
      pair(
        `invoice-${month}`,
        day(month, 15),
        'accounts-receivable',
        'service-revenue',
        450_000 + month * 10_000,
      ),
      pair(`supplier-bill-${month}`, day(month, 5), 'cogs', 'accounts-payable', 120_000),
    );
    // Customers pay and bills are paid a month later; August's client has paid only half.
    if (month <= 8) {
      const invoice = 450_000 + month * 10_000;
      const paid = month === 8 ? invoice / 2 : invoice;
      entries.push(
        pair(`receipt-${month}`, day(month + 1, 10), 'checking', 'accounts-receivable', paid),
        pair(`bill-paid-${month}`, day(month + 1, 2), 'accounts-payable', 'checking', 120_000),
      );
    }
  }
  return { transactions, entries: [...entries, ...transactions.map((t) => transactionEntry(t)!)] };
}

const chart = Object.fromEntries(standardChartOfAccounts().map((a) => [a.id, accountToRow(a)]));
const year = yearOfBooks();

const meta = {
  title: 'Plugins/Bookkeeping/ReportsTab',
  component: ReportsOfCompany,
  args: { companyName: 'Analytical Engines LLC' },
  parameters: { keel: { now: '2026-11-21T12:00:00' } satisfies KeelParameters },
} satisfies Meta<typeof ReportsOfCompany>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new company: the standard chart and no entries, so every card says so. */
export const EmptyCompany: Story = {
  parameters: {
    keel: { seed: { bookkeeping: { [ACCOUNTS_TABLE]: chart } } } satisfies KeelParameters,
  },
};

/** A year of bank lines, invoices and supplier bills, with receivables and payables still open. */
export const YearOfEntries: Story = {
  parameters: {
    keel: {
      seed: {
        bookkeeping: {
          [ACCOUNTS_TABLE]: chart,
          [ENTRIES_TABLE]: Object.fromEntries(year.entries.map((e) => [e.id, entryToRow(e)])),
          [TRANSACTIONS_TABLE]: Object.fromEntries(
            year.transactions.map((t) => [t.id, transactionToRow(t)]),
          ),
        },
      },
    } satisfies KeelParameters,
  },
};
