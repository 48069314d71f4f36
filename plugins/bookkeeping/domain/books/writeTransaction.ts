import {
  ENTRIES_TABLE,
  entryToRow,
  isLocked,
  lockedMessage,
  validateEntry,
  type Account,
} from '@keel/core/domain';
import type { Store } from 'tinybase';
import {
  ACCOUNTS_TABLE,
  SETTINGS_ROW,
  SETTINGS_TABLE,
  rowToAccount,
  rowToSettings,
} from '../schema';
import { ENTRY_AUDIT_TABLE, auditAction, newAuditRowId } from './entryAudit';
import { transactionEntry } from './transactionEntry';
import {
  TRANSACTIONS_TABLE,
  rowToTransaction,
  transactionToRow,
  type Transaction,
} from './transactionRow';

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
  if (!allowReconciled && before && before.reconciliationId !== '') {
    return 'This transaction is reconciled; unreconcile it before changing it';
  }
  return null;
}

function writeEntryWithAudit(
  store: Store,
  id: string,
  next: Transaction | null,
  by: string,
  at: string,
): void {
  const beforeRow = store.hasRow(ENTRIES_TABLE, id)
    ? JSON.stringify(store.getRow(ENTRIES_TABLE, id))
    : '';
  const entry = next ? transactionEntry(next) : null;
  const afterCells = entry ? entryToRow(entry) : null;
  const afterRow = afterCells ? JSON.stringify(afterCells) : '';
  if (beforeRow === afterRow) return;
  if (afterCells) store.setRow(ENTRIES_TABLE, id, afterCells);
  else store.delRow(ENTRIES_TABLE, id);
  // The trail keeps changes to posted entries; a new entry is its own record.
  if (beforeRow === '') return;
  store.setRow(ENTRY_AUDIT_TABLE, newAuditRowId(), {
    entryId: id,
    at,
    by,
    action: auditAction(beforeRow, afterRow),
    before: beforeRow,
    after: afterRow,
  });
}

/**
 * Writes a transaction and the journal entry it posts in one store transaction (so they sync as
 * one change), keeping the audit trail. Refused, with nothing written, when either the old or new
 * date is in the closed period, when the transaction is reconciled, or when its entry would not
 * validate against the chart.
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
  if (entry) {
    const checked = validateEntry(entry, known?.accounts ?? storeAccounts(store));
    if (!checked.ok) return { ok: false, error: checked.errors.join('; ') };
  }
  const row = transactionToRow(transaction);
  store.transaction(() => {
    store.setRow(TRANSACTIONS_TABLE, transaction.id, row);
    writeEntryWithAudit(store, transaction.id, transaction, who.by, who.at);
  });
  return { ok: true };
}

/** Deletes a transaction and its entry (kept in the audit trail); refused like an edit. */
export function deleteTransaction(
  store: Store,
  id: string,
  who: { by: string; at: string },
): WriteResult {
  const before = storeTransaction(store, id);
  if (!before) return { ok: false, error: 'This transaction no longer exists' };
  const refused = refusal(storeLockDate(store), before, null, false);
  if (refused) return { ok: false, error: refused };
  store.transaction(() => {
    store.delRow(TRANSACTIONS_TABLE, id);
    writeEntryWithAudit(store, id, null, who.by, who.at);
  });
  return { ok: true };
}
