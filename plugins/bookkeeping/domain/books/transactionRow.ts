import { z } from 'zod';

/** The TinyBase table of bank and cash transactions; the row id is the transaction id. */
export const TRANSACTIONS_TABLE = 'transactions';

/** Where a transaction came from. */
export const transactionSources = ['manual', 'import', 'bank-sync'] as const;

/**
 * A transaction as a flat row. `amount` is signed cents: above zero money came into
 * `bankAccountId`, below zero it went out. `accountId` is the other side (the category
 * account); '' while the line waits to be categorized, and then no journal entry exists for it.
 * A categorized transaction's journal entry has the transaction's id.
 */
export const transactionRowSchema = z.object({
  date: z.string(),
  description: z.string(),
  amount: z.number(),
  bankAccountId: z.string(),
  accountId: z.string(),
  reference: z.string(),
  category: z.string(),
  vendorId: z.string(),
  aiCategorized: z.boolean(),
  reconciliationId: z.string(),
  source: z.string(),
  /** The bank's own id of an imported line (OFX FITID, SimpleFIN id); '' when none. */
  externalId: z.string(),
  /** Whether the bank still reported the line as pending when it was imported. */
  bankPending: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
});

/** A transaction as stored in the `transactions` table. */
export type TransactionRow = z.output<typeof transactionRowSchema>;

/** A transaction with its id. */
export interface Transaction extends TransactionRow {
  id: string;
}

/** The stored transaction, or null when the row is broken (it is then left out, never guessed). */
export function rowToTransaction(
  id: string,
  row: Readonly<Record<string, unknown>>,
): Transaction | null {
  const parsed = transactionRowSchema.safeParse(row);
  return parsed.success ? { id, ...parsed.data } : null;
}

/** The row of a transaction. */
export function transactionToRow(transaction: Transaction): TransactionRow {
  const { id: _id, ...row } = transaction;
  return row;
}

/** Every readable transaction of a table, newest first (then by id, so the order is stable). */
export function readTransactions(
  table: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): Transaction[] {
  const list: Transaction[] = [];
  for (const [id, row] of Object.entries(table)) {
    const transaction = rowToTransaction(id, row);
    if (transaction) list.push(transaction);
  }
  return list.sort(newestFirst);
}

/** The screen's order: newest date first, then the latest entered, then by id (so it is stable). */
export function newestFirst(a: Transaction, b: Transaction): number {
  return a.date === b.date
    ? b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id)
    : b.date.localeCompare(a.date);
}

/** The spec's transaction type: money in (or zero) is a credit, money out a debit. */
export function transactionType(amount: number): 'credit' | 'debit' {
  return amount >= 0 ? 'credit' : 'debit';
}
