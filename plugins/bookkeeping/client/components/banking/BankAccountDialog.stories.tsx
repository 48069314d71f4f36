import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@keel/core/client';
import type { KeelParameters } from '@keel/core/testing';
import { DEMO_NOW, demoBooks } from '../accounts/demoBooks';
import { WithBooks } from '../accounts/WithBooks';
import { BankAccountDialog } from './BankAccountDialog';

function View({ accountId }: { accountId: string }) {
  const [open, setOpen] = useState(true);
  return (
    <WithBooks now={DEMO_NOW}>
      {(books, author) => {
        const bank = books.bankAccounts.find((b) => b.account.id === accountId);
        return bank ? (
          <>
            <Button onClick={() => setOpen(true)}>View</Button>
            <BankAccountDialog
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
  title: 'Plugins/Bookkeeping/BankAccountDialog',
  component: View,
  args: { accountId: 'checking' },
  parameters: { keel: { seed: { bookkeeping: demoBooks() } } satisfies KeelParameters },
} satisfies Meta<typeof View>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Checking's lines of every status and its September reconciliation. */
export const Checking: Story = {};

/** Petty cash: no lines, not reconciled. */
export const Empty: Story = { args: { accountId: 'petty-cash' } };

/** A viewer cannot unreconcile. */
export const ReadOnly: Story = {
  parameters: {
    keel: { seed: { bookkeeping: demoBooks() }, role: 'viewer' } satisfies KeelParameters,
  },
};
