import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { booksSeed, sampleLines } from './booksSeed';
import { TransactionDetails } from './TransactionDetails';
import { WithBooks } from './WithBooks';

function Details({ transactionId }: { transactionId: string }) {
  return (
    <WithBooks>
      {(books) => {
        const transaction = books.transactions.find((t) => t.id === transactionId);
        return transaction ? (
          <TransactionDetails books={books} transaction={transaction} />
        ) : (
          <p className="k-muted">No such transaction in these books.</p>
        );
      }}
    </WithBooks>
  );
}

const meta = {
  title: 'Plugins/Bookkeeping/TransactionDetails',
  component: Details,
  parameters: { keel: { seed: { bookkeeping: booksSeed(sampleLines) } } satisfies KeelParameters },
} satisfies Meta<typeof Details>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Income with its journal entry. */
export const Categorized: Story = { args: { transactionId: 'txn-s1' } };
/** An imported line waiting for its account: nothing posted yet. */
export const Pending: Story = { args: { transactionId: 'txn-s4' } };
/** A reconciled line. */
export const Reconciled: Story = { args: { transactionId: 'txn-s5' } };
