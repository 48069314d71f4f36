import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@keel/core/client';
import type { KeelParameters } from '@keel/core/testing';
import { AccountDialog } from './AccountDialog';
import { demoBooks } from './demoBooks';
import { WithBooks } from './WithBooks';

function Account({ accountId }: { accountId?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <WithBooks>
      {(books) => (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <AccountDialog
            books={books}
            account={accountId ? (books.accountById.get(accountId) ?? null) : null}
            open={open}
            onOpenChange={setOpen}
          />
        </>
      )}
    </WithBooks>
  );
}

const meta = {
  title: 'Plugins/Bookkeeping/AccountDialog',
  component: Account,
  parameters: { keel: { seed: { bookkeeping: demoBooks() } } satisfies KeelParameters },
} satisfies Meta<typeof Account>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new account: a current asset by default, with the bank or cash box. */
export const Add: Story = {};

/** An account without entries: everything can change. */
export const EditUnused: Story = { args: { accountId: 'vehicles' } };

/** An account with entries: its type is locked, and the dialog says why. */
export const EditWithEntries: Story = { args: { accountId: 'rent' } };
