import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { RULES_TABLE } from '../../domain/books';
import { SETTINGS_ROW, SETTINGS_TABLE } from '../../domain/schema';
import { useBooksAuthor } from '../hooks/useBooksAuthor';
import { booksSeed, sampleLines } from '../components/transactions/booksSeed';
import { WithBooks } from '../components/transactions/WithBooks';
import { TransactionsTab } from './TransactionsTab';

function Transactions() {
  const author = useBooksAuthor();
  return <WithBooks>{(books) => <TransactionsTab books={books} author={author} />}</WithBooks>;
}

const meta = {
  title: 'Plugins/Bookkeeping/TransactionsTab',
  component: Transactions,
} satisfies Meta<typeof Transactions>;
export default meta;

type Story = StoryObj<typeof meta>;

const withLines = {
  bookkeeping: {
    ...booksSeed(sampleLines),
    // Suggests Meals for the pending coffee line when it is categorized.
    [RULES_TABLE]: { r1: { keyword: 'blue bottle', accountId: 'meals', category: 'meals' } },
  },
};

/** A new company: the chart, no transactions yet. */
export const Empty: Story = {
  parameters: { keel: { seed: { bookkeeping: booksSeed() } } satisfies KeelParameters },
};

/** A month of lines: categorized, rule-made, pending (with Categorize) and reconciled. */
export const WithTransactions: Story = {
  parameters: { keel: { seed: withLines } satisfies KeelParameters },
};

/** October is closed: its lines cannot be edited, and the buttons say why. */
export const ClosedPeriod: Story = {
  parameters: {
    keel: {
      seed: {
        bookkeeping: {
          ...withLines.bookkeeping,
          [SETTINGS_TABLE]: { [SETTINGS_ROW]: { lockDate: '2026-10-31', fiscalYearStartMonth: 1 } },
        },
      },
    } satisfies KeelParameters,
  },
};

/** A viewer reads every line but gets no Edit or Categorize. */
export const Viewer: Story = {
  parameters: { keel: { seed: withLines, role: 'viewer' } satisfies KeelParameters },
};

/** Fifteen hundred lines: only the rows in view are rendered. */
export const ManyLines: Story = {
  parameters: {
    keel: {
      seed: {
        bookkeeping: booksSeed(
          Array.from({ length: 1500 }, (_, i) => ({
            id: `txn-m${i}`,
            date: `2026-${String(12 - Math.floor(i / 150)).padStart(2, '0')}-${String(28 - (i % 28)).padStart(2, '0')}`,
            description: i % 4 === 0 ? `Client invoice ${i}` : `Card purchase ${i}`,
            amount: i % 4 === 0 ? 150_000 + i : -(1_000 + i),
            accountId: i % 7 === 0 ? '' : i % 4 === 0 ? 'service-revenue' : 'office-supplies',
            reference: `REF-${i}`,
          })),
        ),
      },
    } satisfies KeelParameters,
  },
};
