import type { Transaction } from './transactionRow';

/** What the Status column shows (spec 001 section 4, with 'categorized' made real). */
export type TransactionStatus = 'reconciled' | 'categorized' | 'pending';

/** The status filter's choices. */
export const statusFilters = ['all', 'categorized', 'pending', 'reconciled'] as const;
/** A status filter choice. */
export type StatusFilter = (typeof statusFilters)[number];

/**
 * Reconciled when it is part of a finished reconciliation; otherwise categorized once it has an
 * account (chosen by a person or by a rule); otherwise pending.
 */
export function transactionStatus(
  transaction: Pick<Transaction, 'reconciliationId' | 'accountId'>,
): TransactionStatus {
  if (transaction.reconciliationId !== '') return 'reconciled';
  return transaction.accountId === '' ? 'pending' : 'categorized';
}

/** Whether a transaction passes the status filter. */
export function matchesStatus(transaction: Transaction, filter: StatusFilter): boolean {
  return filter === 'all' || transactionStatus(transaction) === filter;
}

/** Whether the description or reference contains the search text, ignoring case. */
export function matchesSearch(
  transaction: Pick<Transaction, 'description' | 'reference'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return (
    transaction.description.toLowerCase().includes(needle) ||
    transaction.reference.toLowerCase().includes(needle)
  );
}

/** The share of transactions a rule categorized, as a percentage with one decimal ('0.0' when none). */
export function automationPercent(
  transactions: readonly Pick<Transaction, 'aiCategorized'>[],
): string {
  if (transactions.length === 0) return '0.0';
  const automated = transactions.filter((t) => t.aiCategorized).length;
  return ((automated * 100) / transactions.length).toFixed(1);
}
