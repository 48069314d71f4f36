import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { booksSeed } from '../components/accounts/booksSeed';
import { DEMO_NOW, demoBooks } from '../components/accounts/demoBooks';
import { WithBooks } from '../components/accounts/WithBooks';
import { VendorsTab } from './VendorsTab';

function Vendors() {
  return (
    <WithBooks now={DEMO_NOW}>
      {(books, author) => <VendorsTab books={books} author={author} />}
    </WithBooks>
  );
}

const meta = {
  title: 'Plugins/Bookkeeping/VendorsTab',
  component: Vendors,
} satisfies Meta<typeof Vendors>;
export default meta;

type Story = StoryObj<typeof meta>;

const demo = { seed: { bookkeeping: demoBooks() } } satisfies KeelParameters;

/** A 1099 vendor paid over the 2026 threshold, and a supplier that is not 1099-eligible. */
export const WithVendors: Story = { parameters: { keel: demo } };

/** No vendors yet. */
export const Empty: Story = {
  parameters: { keel: { seed: { bookkeeping: booksSeed() } } satisfies KeelParameters },
};

/** A viewer sees the vendors but cannot add or edit them. */
export const ReadOnly: Story = {
  parameters: { keel: { ...demo, role: 'viewer' } satisfies KeelParameters },
};
