import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { booksSeed, sampleLines } from '../components/transactions/booksSeed';
import { WithBooks } from '../components/transactions/WithBooks';
import { OverviewTab } from './OverviewTab';

function Overview() {
  return <WithBooks>{(books) => <OverviewTab books={books} />}</WithBooks>;
}

const meta = {
  title: 'Plugins/Bookkeeping/OverviewTab',
  component: Overview,
} satisfies Meta<typeof Overview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Books with no chart and no transactions: both lists say so. */
export const Empty: Story = {
  parameters: { keel: { seed: { bookkeeping: {} } } satisfies KeelParameters },
};

/** A new company: the standard chart at zero, no activity yet. */
export const NewCompany: Story = {
  parameters: { keel: { seed: { bookkeeping: booksSeed() } } satisfies KeelParameters },
};

/** A month of activity: income, spending, a pending and a reconciled line. */
export const WithTransactions: Story = {
  parameters: { keel: { seed: { bookkeeping: booksSeed(sampleLines) } } satisfies KeelParameters },
};
