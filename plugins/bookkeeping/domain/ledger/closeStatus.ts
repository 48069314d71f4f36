import { z } from 'zod';
import type { Store } from 'tinybase';
import { ACCOUNTS_TABLE } from '../books/accounts';
import { RECONCILIATIONS_TABLE, reconciliationRowSchema } from '../books/reconciliation';
import { SETTINGS_ROW, SETTINGS_TABLE, rowToSettings } from '../books/settings';
import { TRANSACTIONS_TABLE, type Transaction } from '../books/transactionRow';
import { storeAccounts } from '../books/writeTransaction';
import { ENTRIES_TABLE } from './entryRow';

/** One bank or cash account as a month-end close sees it. */
export const bankCloseStatusSchema = z.object({
  accountId: z.string(),
  number: z.string(),
  name: z.string(),
  /** The date of its first line; null when it has none (nothing to reconcile). */
  firstLineDate: z.string().nullable(),
  /** The statement date of its latest finished reconciliation; null when never reconciled. */
  reconciledThrough: z.string().nullable(),
  /** The date of its oldest line not reconciled; null when every line is. */
  oldestUnreconciledDate: z.string().nullable(),
});
/** One bank or cash account as a month-end close sees it. */
export type BankCloseStatus = z.output<typeof bankCloseStatusSchema>;

/**
 * Where a company's books stand for closing a period: the lock date and how far each bank or
 * cash account is reconciled. Reconciliations of archived years are in their archives: an account
 * last reconciled in an archived year reads as never reconciled.
 */
export const closeStatusSchema = z.object({
  /** The last day of the closed period; null when no period is closed. */
  lockDate: z.string().nullable(),
  bankAccounts: z.array(bankCloseStatusSchema),
});
/** Where a company's books stand for closing a period. */
export type CloseStatus = z.output<typeof closeStatusSchema>;

/** The tables whose changes move the close status (besides the transactions). */
export const CLOSE_STATUS_TABLES = [SETTINGS_TABLE, RECONCILIATIONS_TABLE] as const;

/** The close status of a store's books, from its transactions (read once by the caller). */
export function readCloseStatus(store: Store, transactions: readonly Transaction[]): CloseStatus {
  const { lockDate } = rowToSettings(store.getRow(SETTINGS_TABLE, SETTINGS_ROW));
  const reconciledThrough = new Map<string, string>();
  for (const row of Object.values(store.getTable(RECONCILIATIONS_TABLE))) {
    const parsed = reconciliationRowSchema.safeParse(row);
    if (!parsed.success) continue;
    const { bankAccountId, statementDate } = parsed.data;
    if (statementDate > (reconciledThrough.get(bankAccountId) ?? '')) {
      reconciledThrough.set(bankAccountId, statementDate);
    }
  }
  const firstLine = new Map<string, string>();
  const oldestOpen = new Map<string, string>();
  const earlier = (map: Map<string, string>, key: string, date: string) => {
    const known = map.get(key);
    if (known === undefined || date < known) map.set(key, date);
  };
  for (const t of transactions) {
    earlier(firstLine, t.bankAccountId, t.date);
    if (t.reconciliationId === '') earlier(oldestOpen, t.bankAccountId, t.date);
  }
  const bankAccounts = storeAccounts(store)
    .filter((account) => account.isBank)
    .sort((a, b) => a.number.localeCompare(b.number) || a.id.localeCompare(b.id))
    .map((account) => ({
      accountId: account.id,
      number: account.number,
      name: account.name,
      firstLineDate: firstLine.get(account.id) ?? null,
      reconciledThrough: reconciledThrough.get(account.id) ?? null,
      oldestUnreconciledDate: oldestOpen.get(account.id) ?? null,
    }));
  return { lockDate: lockDate === '' ? null : lockDate, bankAccounts };
}

/**
 * Calls `listener` once after each store transaction that changed what the close status reads
 * (the lock date, reconciliations, the chart or the bank lines) but not the entries: a change to
 * the entries is told by `onLedgerChange` already. Returns the function that stops listening.
 */
export function onCloseStatusChange(store: Store, listener: () => void): () => void {
  const watched: readonly string[] = [...CLOSE_STATUS_TABLES, ACCOUNTS_TABLE, TRANSACTIONS_TABLE];
  const id = store.addDidFinishTransactionListener(() => {
    const [changedCells] = store.getTransactionChanges();
    if (changedCells[ENTRIES_TABLE] !== undefined) return;
    if (watched.some((table) => changedCells[table] !== undefined)) listener();
  });
  return () => {
    store.delListener(id);
  };
}
