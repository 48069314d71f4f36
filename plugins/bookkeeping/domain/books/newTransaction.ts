import type { TransactionFormResult } from './transactionForm';
import type { Transaction } from './transactionRow';

/** Who makes a new transaction, and when (an ISO timestamp read from the caller's clock). */
export interface MadeBy {
  by: string;
  at: string;
}

/**
 * The id of every new transaction, whoever makes it (the browser, a REST route, an import):
 * 'txn-' and a random UUID, a record id of 40 characters.
 */
export function newTransactionId(): string {
  return `txn-${crypto.randomUUID()}`;
}

/**
 * A transaction a person records by hand, from the checked Add Transaction form (in the browser)
 * or the body of POST transactions (on the server): a new id, not categorized by a rule, not
 * reconciled, from no bank. Save it with saveTransaction.
 */
export function newManualTransaction(values: TransactionFormResult, made: MadeBy): Transaction {
  return {
    id: newTransactionId(),
    ...values,
    aiCategorized: false,
    reconciliationId: '',
    source: 'manual',
    externalId: '',
    bankPending: false,
    createdAt: made.at,
    createdBy: made.by,
  };
}
