import { isLocked, lockedMessage, validateEntry, type Account } from '@keel/core/domain';
import type { Store } from 'tinybase';
import { ACCOUNTS_TABLE, rowToAccount } from './accounts';
import { SETTINGS_ROW, SETTINGS_TABLE, rowToSettings } from './settings';
import { isPostedLine, postedLineMessage } from './postedBankLines';
import { transactionEntry } from './transactionEntry';
import { addUncategorizedAccounts, missingUncategorizedAccounts } from './uncategorized';
import {
  TRANSACTIONS_TABLE,
  rowToTransaction,
  transactionToRow,
  type Transaction,
} from './transactionRow';
import { ENTRIES_TABLE, entryToRow } from '../ledger/entryRow';

/** Why a write was refused, in words a person can act on. */
export type WriteResult = { ok: true } | { ok: false; error: string };

/** The chart of accounts held in a store (broken rows left out). */
export function storeAccounts(store: Store): Account[] {
  const accounts: Account[] = [];
  for (const [id, row] of Object.entries(store.getTable(ACCOUNTS_TABLE))) {
    const read = rowToAccount(id, row);
    if (read.ok) accounts.push(read.account);
  }
  return accounts;
}

/** The books' lock date ('' when no period is closed). */
export function storeLockDate(store: Store): string {
  return rowToSettings(store.getRow(SETTINGS_TABLE, SETTINGS_ROW)).lockDate;
}

/** The stored transaction with this id, or null. */
export function storeTransaction(store: Store, id: string): Transaction | null {
  return store.hasRow(TRANSACTIONS_TABLE, id)
    ? rowToTransaction(id, store.getRow(TRANSACTIONS_TABLE, id))
    : null;
}

function refusal(
  lockDate: string,
  before: Transaction | null,
  after: Transaction | null,
  allowReconciled: boolean,
): string | null {
  for (const date of [before?.date, after?.date]) {
    if (date !== undefined && isLocked(date, lockDate)) return lockedMessage(lockDate);
  }
  if ((before && isPostedLine(before)) || (after && isPostedLine(after))) return postedLineMessage;
  if (!allowReconciled && before && before.reconciliationId !== '') {
    return 'This transaction is reconciled; unreconcile it before changing it';
  }
  return null;
}

/** Writes the entry a transaction posts (or removes it when it posts none), if it changed. */
function writeEntry(store: Store, id: string, next: Transaction | null): void {
  const entry = next ? transactionEntry(next) : null;
  const afterCells = entry ? entryToRow(entry) : null;
  const before = store.hasRow(ENTRIES_TABLE, id)
    ? JSON.stringify(store.getRow(ENTRIES_TABLE, id))
    : '';
  if (before === (afterCells ? JSON.stringify(afterCells) : '')) return;
  if (afterCells) store.setRow(ENTRIES_TABLE, id, afterCells);
  else store.delRow(ENTRIES_TABLE, id);
}

/**
 * Writes a transaction and the journal entry it posts in one store transaction (so they sync as
 * one change). Refused, with nothing written, when either the old or new date is in the closed
 * period, when the transaction is reconciled, or when its entry would not validate against the
 * chart. The audit trail is not written here: the server records every change to an entry with
 * the member it came from (guardEntryAudit), so no browser can write or skip it. `who.by` and
 * `who.at` are kept for callers' records.
 */
export function saveTransaction(
  store: Store,
  transaction: Transaction,
  who: { by: string; at: string; allowReconciled?: boolean },
  /** The chart and lock date when the caller already read them (imports write thousands of lines). */
  known?: { accounts: readonly Account[]; lockDate: string },
): WriteResult {
  const before = storeTransaction(store, transaction.id);
  const lockDate = known?.lockDate ?? storeLockDate(store);
  const refused = refusal(lockDate, before, transaction, who.allowReconciled === true);
  if (refused) return { ok: false, error: refused };
  const entry = transactionEntry(transaction);
  const chart = known?.accounts ?? storeAccounts(store);
  // A chart from before the Uncategorized accounts gets them with its first pending line.
  const missing = transaction.accountId === '' ? missingUncategorizedAccounts(chart) : [];
  if (entry) {
    const checked = validateEntry(entry, [...chart, ...missing]);
    if (!checked.ok) return { ok: false, error: checked.errors.join('; ') };
  }
  const row = transactionToRow(transaction);
  store.transaction(() => {
    if (missing.length > 0) addUncategorizedAccounts(store, chart);
    store.setRow(TRANSACTIONS_TABLE, transaction.id, row);
    writeEntry(store, transaction.id, transaction);
  });
  return { ok: true };
}

/** Deletes a transaction and its entry (the server's audit trail keeps the entry); refused like an edit. */
export function deleteTransaction(
  store: Store,
  id: string,
  _who: { by: string; at: string },
): WriteResult {
  const before = storeTransaction(store, id);
  if (!before) return { ok: false, error: 'This transaction no longer exists' };
  const refused = refusal(storeLockDate(store), before, null, false);
  if (refused) return { ok: false, error: refused };
  store.transaction(() => {
    store.delRow(TRANSACTIONS_TABLE, id);
    writeEntry(store, id, null);
  });
  return { ok: true };
}
