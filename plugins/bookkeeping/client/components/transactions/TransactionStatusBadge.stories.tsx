import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeldBadge, TransactionStatusBadge } from './TransactionStatusBadge';

const meta = {
  title: 'Plugins/Bookkeeping/TransactionStatusBadge',
  component: TransactionStatusBadge,
} satisfies Meta<typeof TransactionStatusBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Waiting for an account. */
export const Pending: Story = {
  args: { transaction: { accountId: '', reconciliationId: '', aiCategorized: false } },
};
/** Categorized by a person. */
export const Categorized: Story = {
  args: { transaction: { accountId: 'meals', reconciliationId: '', aiCategorized: false } },
};
/** Categorized by a rule (the badge's title says so). */
export const CategorizedByRule: Story = {
  args: { transaction: { accountId: 'meals', reconciliationId: '', aiCategorized: true } },
};
/** Part of a finished reconciliation. */
export const Reconciled: Story = {
  args: { transaction: { accountId: 'meals', reconciliationId: 'rec-1', aiCategorized: false } },
};
/** Held out of reconciliation by a fraud review (the badge's title says why). */
export const Held: Story = {
  args: { transaction: { accountId: 'meals', reconciliationId: '', aiCategorized: false } },
  render: (args) => (
    <span className="bk-status-stack">
      <TransactionStatusBadge {...args} />
      <HeldBadge
        hold={{
          reason: 'Blocked on Fraud Detection: Invoice 1043 was paid twice',
          heldBy: 'Fiona Tester <fiona@example.com>',
          heldAt: '2026-11-25T12:00:00.000Z',
          link: '/fraud-detection?threat=t-1',
        }}
      />
    </span>
  ),
};
