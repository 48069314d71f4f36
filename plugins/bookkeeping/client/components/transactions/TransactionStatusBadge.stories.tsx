import type { Meta, StoryObj } from '@storybook/react-vite';
import { TransactionStatusBadge } from './TransactionStatusBadge';

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
