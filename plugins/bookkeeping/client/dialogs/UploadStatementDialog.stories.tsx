import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@keel/core/client';
import type { KeelParameters } from '@keel/core/testing';
import { DEMO_NOW, demoBooks } from '../components/accounts/demoBooks';
import { booksSeed } from '../components/accounts/booksSeed';
import { WithBooks } from '../components/accounts/WithBooks';
import { UploadStatementDialog } from './UploadStatementDialog';

function Demo() {
  const [open, setOpen] = useState(true);
  return (
    <WithBooks now={DEMO_NOW}>
      {(books, author) => (
        <>
          <Button onClick={() => setOpen(true)}>Upload Statement</Button>
          <UploadStatementDialog books={books} author={author} open={open} onOpenChange={setOpen} />
        </>
      )}
    </WithBooks>
  );
}

const meta = {
  title: 'Plugins/Bookkeeping/UploadStatementDialog',
  component: Demo,
  parameters: { keel: { seed: { bookkeeping: demoBooks() } } satisfies KeelParameters },
} satisfies Meta<typeof Demo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Choose a file for Chase checking (····4821) or another bank or cash account; it is read in the browser. */
export const Choose: Story = {};

/** A viewer can read a statement and see its preview, but gets no Import button. */
export const Viewer: Story = {
  parameters: {
    keel: { seed: { bookkeeping: demoBooks() }, role: 'viewer' } satisfies KeelParameters,
  },
};

/** Books without a bank or cash account: nothing to import into yet. */
export const NoBankAccount: Story = {
  parameters: {
    keel: { seed: { bookkeeping: booksSeed({ noChart: true }) } } satisfies KeelParameters,
  },
};
