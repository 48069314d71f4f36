import { z } from 'zod';
import type { Store } from 'tinybase';
import { TRANSACTIONS_TABLE, transactionToRow, type Transaction } from './transactionRow';
import { storeLockDate, storeTransaction, type WriteResult } from './writeTransaction';
import { heldLineMessage, storeLineHold } from './lineHolds';
import { isLocked, lockedMessage } from '@keel/core/domain';

/** The TinyBase table of finished reconciliations. */
export const RECONCILIATIONS_TABLE = 'reconciliations';

/** A finished reconciliation: the statement it matched and who finished it. */
export const reconciliationRowSchema = z.object({
  bankAccountId: z.string(),
  statementDate: z.string(),
  endingBalance: z.number(),
  completedAt: z.string(),
  completedBy: z.string(),
});
/** A finished reconciliation as stored. */
export type ReconciliationRow = z.output<typeof reconciliationRowSchema>;

/** An account's reconciliations, newest statement first. */
export function readReconciliations(
  table: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  bankAccountId: string,
): (ReconciliationRow & { id: string })[] {
  const list: (ReconciliationRow & { id: string })[] = [];
  for (const [id, row] of Object.entries(table)) {
    const parsed = reconciliationRowSchema.safeParse(row);
    if (parsed.success && parsed.data.bankAccountId === bankAccountId)
      list.push({ id, ...parsed.data });
  }
  return list.sort(
    (a, b) =>
      b.statementDate.localeCompare(a.statementDate) || b.completedAt.localeCompare(a.completedAt),
  );
}

/** The figures of a reconciliation in progress, in cents. */
export interface ReconcileFigures {
  /** The sum of every transaction reconciled before. */
  openingBalance: number;
  /** Opening balance plus the lines ticked now. */
  clearedBalance: number;
  /** Statement ending balance minus cleared balance: 0 when the books agree with the bank. */
  difference: number;
}

/**
 * The cleared balance and difference of a reconciliation: the reconciled lines of the account so
 * far plus the ticked ones, against the statement's ending balance.
 */
export function reconcileFigures(
  accountTransactions: readonly Transaction[],
  ticked: ReadonlySet<string>,
  endingBalance: number,
): ReconcileFigures {
  let openingBalance = 0;
  let cleared = 0;
  for (const t of accountTransactions) {
    if (t.reconciliationId !== '') openingBalance += t.amount;
    else if (ticked.has(t.id)) cleared += t.amount;
  }
  const clearedBalance = openingBalance + cleared;
  return { openingBalance, clearedBalance, difference: endingBalance - clearedBalance };
}

/**
 * Finishes a reconciliation: records it and marks the ticked lines reconciled, in one store
 * transaction. Refused unless the difference is zero, every ticked line is categorized, not yet
 * reconciled, not held, in the account and dated on or before the statement date.
 */
export function finishReconciliation(
  store: Store,
  input: {
    id: string;
    bankAccountId: string;
    statementDate: string;
    endingBalance: number;
    accountTransactions: readonly Transaction[];
    ticked: ReadonlySet<string>;
    by: string;
    at: string;
  },
): WriteResult {
  const { difference } = reconcileFigures(
    input.accountTransactions,
    input.ticked,
    input.endingBalance,
  );
  if (difference !== 0) return { ok: false, error: 'The difference must be $0.00 to finish' };
  const byId = new Map(input.accountTransactions.map((t) => [t.id, t]));
  for (const id of input.ticked) {
    const t = byId.get(id);
    if (!t || t.bankAccountId !== input.bankAccountId)
      return { ok: false, error: 'A ticked line is not in this account' };
    if (t.reconciliationId !== '')
      return { ok: false, error: `"${t.description}" is already reconciled` };
    if (t.accountId === '')
      return { ok: false, error: `Categorize "${t.description}" before reconciling it` };
    if (t.date > input.statementDate)
      return { ok: false, error: `"${t.description}" is dated after the statement` };
    const hold = storeLineHold(store, id);
    if (hold) return { ok: false, error: heldLineMessage(t.description, hold) };
  }
  store.transaction(() => {
    store.setRow(RECONCILIATIONS_TABLE, input.id, {
      bankAccountId: input.bankAccountId,
      statementDate: input.statementDate,
      endingBalance: input.endingBalance,
      completedAt: input.at,
      completedBy: input.by,
    });
    for (const id of input.ticked) {
      const stored = storeTransaction(store, id);
      if (stored)
        store.setRow(
          TRANSACTIONS_TABLE,
          id,
          transactionToRow({ ...stored, reconciliationId: input.id }),
        );
    }
  });
  return { ok: true };
}

/** Unreconciles one line so it can be changed again; refused in a closed period. */
export function unreconcile(store: Store, transaction: Transaction): WriteResult {
  const lockDate = storeLockDate(store);
  if (isLocked(transaction.date, lockDate)) return { ok: false, error: lockedMessage(lockDate) };
  const stored = storeTransaction(store, transaction.id);
  if (stored)
    store.setRow(
      TRANSACTIONS_TABLE,
      stored.id,
      transactionToRow({ ...stored, reconciliationId: '' }),
    );
  return { ok: true };
}
