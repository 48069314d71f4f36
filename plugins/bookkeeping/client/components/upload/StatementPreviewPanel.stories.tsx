import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ParsedStatement, StatementLine } from '../../../domain/statements';
import { demoLine } from '../accounts/demoBooks';
import { StatementPreviewPanel } from './StatementPreviewPanel';

const line = (
  sourceLine: number,
  date: string,
  description: string,
  amountCents: number,
): StatementLine => ({ sourceLine, date, description, amountCents });

const statement: ParsedStatement = {
  format: 'csv',
  lines: [
    line(2, '2026-11-02', 'STRIPE PAYOUT', 812_540),
    line(3, '2026-11-03', 'UBER TRIP', -1_200),
    line(4, '2026-11-03', 'UBER TRIP', -1_200),
    line(5, '2026-11-04', 'AMZN MKTP US*2K4L51', -6_420),
    line(6, '2026-11-05', 'COMCAST BUSINESS', -12_999),
    line(7, '2026-09-28', 'BANK FEE', -1_500),
  ],
  warnings: ['Lines above the header (line 3) were skipped'],
};

// Already in checking: Comcast (a duplicate) and Amazon still pending from the card feed.
const transactions = [
  demoLine('t-comcast', {
    date: '2026-11-05',
    description: 'COMCAST BUSINESS',
    amount: -12_999,
    accountId: 'utilities',
    category: 'utilities',
    source: 'import',
  }),
  demoLine('t-amazon', {
    date: '2026-11-02',
    description: 'AMZN MKTP US',
    amount: -6_420,
    source: 'bank-sync',
    bankPending: true,
  }),
];

const meta = {
  title: 'Plugins/Bookkeeping/Upload/StatementPreviewPanel',
  component: StatementPreviewPanel,
  args: {
    statement,
    transactions,
    bankAccountId: 'checking',
    lockDate: '2026-09-30',
    canWrite: true,
    onImport: () => {},
  },
} satisfies Meta<typeof StatementPreviewPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** New lines (twins kept), a duplicate, a pending line to post and a line in the closed period. */
export const Mixed: Story = {};

/** The same file into savings, where none of it is yet. */
export const AllNew: Story = { args: { bankAccountId: 'savings', lockDate: '' } };

/** An OFX download with no transactions in its date range. */
export const NoLines: Story = {
  args: { statement: { format: 'ofx', lines: [], warnings: [] } },
};

/** A viewer sees what the file holds but cannot import it. */
export const Viewer: Story = { args: { canWrite: false } };

/** The last import stopped part-way; what is in is now shown as duplicate, the rest can follow. */
export const ImportStopped: Story = {
  args: { error: 'The import stopped after 2000 of 5000 lines: the store refused the write' },
};
