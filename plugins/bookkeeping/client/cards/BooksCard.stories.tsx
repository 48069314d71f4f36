import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { booksSeed, sampleLines } from '../components/transactions/booksSeed';
import { BooksCard } from './BooksCard';

const meta = {
  title: 'Plugins/Bookkeeping/Dashboard card',
  component: BooksCard,
} satisfies Meta<typeof BooksCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A month of activity: revenue, spending and the cash they leave. */
export const WithTransactions: Story = {
  parameters: { keel: { seed: { bookkeeping: booksSeed(sampleLines) } } satisfies KeelParameters },
};

/** A new company: every figure $0.00. */
export const NewCompany: Story = {
  parameters: { keel: { seed: { bookkeeping: booksSeed() } } satisfies KeelParameters },
};
