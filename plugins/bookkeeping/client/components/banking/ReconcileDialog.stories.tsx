import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@keel/core/client';
import type { KeelParameters } from '@keel/core/testing';
import { DEMO_NOW, demoBooks } from '../accounts/demoBooks';
import { WithBooks } from '../accounts/WithBooks';
import { ReconcileDialog } from './ReconcileDialog';

function Reconcile({ accountId }: { accountId: string }) {
  const [open, setOpen] = useState(true);
  return (
    <WithBooks now={DEMO_NOW}>
      {(books, author) => {
        const bank = books.bankAccounts.find((b) => b.account.id === accountId);
        return bank ? (
          <>
            <Button onClick={() => setOpen(true)}>Reconcile</Button>
            <ReconcileDialog
              books={books}
              author={author}
              bank={bank}
              open={open}
              onOpenChange={setOpen}
            />
          </>
        ) : null;
      }}
    </WithBooks>
  );
}

const meta = {
  title: 'Plugins/Bookkeeping/ReconcileDialog',
  component: Reconcile,
  args: { accountId: 'checking' },
  parameters: { keel: { seed: { bookkeeping: demoBooks() } } satisfies KeelParameters },
} satisfies Meta<typeof Reconcile>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Checking: October's lines to tick against a statement, one line still uncategorized. */
export const Checking: Story = {};

/** Savings: one interest line. */
export const Savings: Story = { args: { accountId: 'savings' } };

/** Petty cash: nothing to reconcile. */
export const NothingToReconcile: Story = { args: { accountId: 'petty-cash' } };
