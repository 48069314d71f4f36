import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@keel/core/client';
import type { KeelParameters } from '@keel/core/testing';
import { learnChoices, suggestCategory, RULES_TABLE } from '../../domain/books';
import { useBooksAuthor } from '../hooks/useBooksAuthor';
import { booksSeed, sampleLines } from '../components/transactions/booksSeed';
import { WithBooks } from '../components/transactions/WithBooks';
import { TransactionDialog } from './TransactionDialog';

function Demo({
  mode,
  transactionId,
  categorize = false,
}: {
  mode: 'add' | 'view' | 'edit';
  transactionId?: string;
  categorize?: boolean;
}) {
  const author = useBooksAuthor();
  const [open, setOpen] = useState(true);
  return (
    <WithBooks>
      {(books) => {
        const transaction = books.transactions.find((t) => t.id === transactionId);
        const suggestion =
          categorize && transaction
            ? suggestCategory(transaction, books.rules, learnChoices(books.transactions))
            : undefined;
        return (
          <>
            <Button onClick={() => setOpen(true)}>Open</Button>
            <TransactionDialog
              mode={mode}
              books={books}
              author={author}
              transaction={transaction}
              suggestion={suggestion}
              open={open}
              onOpenChange={setOpen}
            />
          </>
        );
      }}
    </WithBooks>
  );
}

const meta = {
  title: 'Plugins/Bookkeeping/TransactionDialog',
  component: Demo,
  args: { mode: 'add' },
} satisfies Meta<typeof Demo>;
export default meta;

type Story = StoryObj<typeof meta>;

const company = {
  seed: {
    bookkeeping: {
      ...booksSeed(sampleLines),
      [RULES_TABLE]: { r1: { keyword: 'blue bottle', accountId: 'meals', category: 'meals' } },
      vendors: {
        'v-depot': {
          name: 'Office Depot',
          contactName: 'Sam Ortiz',
          email: 'sam@officedepot.example',
          paymentTerms: 'Net 30',
          is1099Eligible: false,
        },
      },
    },
  },
} satisfies KeelParameters;

/** Add to a new company's books: the standard chart, nothing else yet. */
export const AddToEmptyBooks: Story = {
  parameters: { keel: { seed: { bookkeeping: booksSeed() } } satisfies KeelParameters },
};

/** Add in a company with vendors and transactions. */
export const Add: Story = { parameters: { keel: company } };

/** View: every field, the status, the author and the journal entry lines. */
export const View: Story = {
  args: { mode: 'view', transactionId: 'txn-s1' },
  parameters: { keel: company },
};

/** Edit a categorized line, with Delete. */
export const Edit: Story = {
  args: { mode: 'edit', transactionId: 'txn-s2' },
  parameters: { keel: company },
};

/** Categorize a pending line: a keyword rule's suggestion is pre-filled. */
export const Categorize: Story = {
  args: { mode: 'edit', transactionId: 'txn-s4', categorize: true },
  parameters: { keel: company },
};

/** A viewer asked to edit sees the line read-only. */
export const Viewer: Story = {
  args: { mode: 'edit', transactionId: 'txn-s2' },
  parameters: { keel: { ...company, role: 'viewer' } satisfies KeelParameters },
};
