/**
 * Where a client's books stand for a month-end close, as the ledger service's closeStatus answers
 * it (the fields this plugin reads).
 */
export interface BankAccountClose {
  accountId: string;
  number: string;
  name: string;
  /** The date of its oldest line not in a finished reconciliation; null when every line is. */
  oldestUnreconciledDate: string | null;
}

/** The lock date and each bank or cash account, from the ledger service's closeStatus. */
export interface BooksClose {
  /** The last day of the closed period; null when none is closed. */
  lockDate: string | null;
  bankAccounts: readonly BankAccountClose[];
}

/**
 * Whether a bank or cash account is reconciled through `periodEnd`: every line it has dated on
 * or before that day is in a finished reconciliation (an account with no such line has nothing
 * to reconcile). Statement dates rarely fall on a month end, so the lines decide, not the date.
 */
export function isReconciledThrough(account: BankAccountClose, periodEnd: string): boolean {
  return account.oldestUnreconciledDate === null || account.oldestUnreconciledDate > periodEnd;
}
