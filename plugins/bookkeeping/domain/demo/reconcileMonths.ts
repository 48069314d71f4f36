import type { ReconciliationRow } from '../books/reconciliation';
import type { Transaction } from '../books/transactionRow';
import { addMonths, type DemoMonth } from './calendar';

/** Statements older than this many months are reconciled. */
export const RECONCILED_MONTHS = 2;

/** The demo's transactions with their reconciliations, and the reconciliation rows by id. */
export interface Reconciled {
  transactions: Transaction[];
  reconciliations: Record<string, ReconciliationRow>;
}

/**
 * Reconciles each bank account month by month against month-end statements older than two
 * months: every line up to the statement date is ticked, so each ending balance is the sum of
 * the account's lines to that date. Months before an account's first line have no statement.
 */
export function reconcileMonths(
  transactions: readonly Transaction[],
  input: {
    months: readonly DemoMonth[];
    bankAccountIds: readonly string[];
    today: string;
    by: string;
    at: string;
  },
): Reconciled {
  const cutoff = addMonths(input.today, -RECONCILED_MONTHS);
  const reconciliationOf = new Map<string, string>();
  const reconciliations: Record<string, ReconciliationRow> = {};
  for (const bankAccountId of input.bankAccountIds) {
    const lines = transactions.filter((t) => t.bankAccountId === bankAccountId);
    let balance = 0;
    let opened = false;
    for (const month of input.months) {
      if (month.last > cutoff) break;
      const id = `demo-rec-${bankAccountId}-${month.first.slice(0, 7)}`;
      for (const t of lines) {
        if (t.date > month.last || reconciliationOf.has(t.id)) continue;
        if (t.accountId === '') throw new Error(`Demo line ${t.id} is pending but reconciled`);
        reconciliationOf.set(t.id, id);
        balance += t.amount;
        opened = true;
      }
      if (!opened) continue;
      reconciliations[id] = {
        bankAccountId,
        statementDate: month.last,
        endingBalance: balance,
        completedAt: input.at,
        completedBy: input.by,
      };
    }
  }
  return {
    transactions: transactions.map((t) => ({
      ...t,
      reconciliationId: reconciliationOf.get(t.id) ?? '',
    })),
    reconciliations,
  };
}
