import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@keel/core/client';
import type { KeelParameters } from '@keel/core/testing';
import { demoBooks } from '../accounts/demoBooks';
import { WithBooks } from '../accounts/WithBooks';
import { VendorDialog } from './VendorDialog';

function Vendor({ vendorId }: { vendorId?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <WithBooks>
      {(books) => (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <VendorDialog
            books={books}
            vendor={books.vendors.find((v) => v.id === vendorId) ?? null}
            identifiers={{
              taxIdLast4: '6789',
              bankAccountLast4: '',
              updatedAt: '2026-05-01T09:00:00.000Z',
            }}
            open={open}
            onOpenChange={setOpen}
          />
        </>
      )}
    </WithBooks>
  );
}

const meta = {
  title: 'Plugins/Bookkeeping/VendorDialog',
  component: Vendor,
  parameters: { keel: { seed: { bookkeeping: demoBooks() } } satisfies KeelParameters },
} satisfies Meta<typeof Vendor>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An empty vendor form. */
export const Add: Story = {};

/** A 1099-eligible vendor being edited, its tax ID on file. */
export const Edit: Story = { args: { vendorId: 'vendor-rivera' } };
