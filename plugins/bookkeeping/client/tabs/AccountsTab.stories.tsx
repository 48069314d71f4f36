import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { booksSeed } from '../components/accounts/booksSeed';
import { DEMO_NOW, demoBooks } from '../components/accounts/demoBooks';
import { WithBooks } from '../components/accounts/WithBooks';
import { AccountsTab } from './AccountsTab';

function Accounts() {
  return (
    <WithBooks now={DEMO_NOW}>
      {(books, author) => <AccountsTab books={books} author={author} />}
    </WithBooks>
  );
}

const meta = {
  title: 'Plugins/Bookkeeping/AccountsTab',
  component: Accounts,
} satisfies Meta<typeof Accounts>;
export default meta;

type Story = StoryObj<typeof meta>;

const demo = { seed: { bookkeeping: demoBooks() } } satisfies KeelParameters;

/** The standard chart with balances from a few months of lines, and two keyword rules. */
export const WithBalances: Story = { parameters: { keel: demo } };

/** A new company's chart: every balance $0.00, no rules yet. */
export const NewCompany: Story = {
  parameters: { keel: { seed: { bookkeeping: booksSeed() } } satisfies KeelParameters },
};

/** Books without a chart of accounts. */
export const Empty: Story = {
  parameters: {
    keel: { seed: { bookkeeping: booksSeed({ noChart: true }) } } satisfies KeelParameters,
  },
};

/** A viewer sees the chart and rules but cannot change them. */
export const ReadOnly: Story = {
  parameters: { keel: { ...demo, role: 'viewer' } satisfies KeelParameters },
};
