import { isLocked } from '@keel/core/domain';
import type { GuardedStore, LogFn } from '@keel/core/server';
import type { ChangedCells, Row, Store } from 'tinybase';
import { transactionEntry } from '../../domain/books/transactionEntry';
import { TRANSACTIONS_TABLE, rowToTransaction } from '../../domain/books/transactionRow';
import { storeLockDate } from '../../domain/books/writeTransaction';
import { closedPeriodWritesAllowed } from './closedPeriodWrites';
import { ENTRIES_TABLE, entryToRow, recordDate } from '../../domain/ledger/entryRow';

function sameRow(a: Row | null, b: Row | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Keeps each transaction's journal entry what the transaction says (`transactionEntry`). A
 * transaction and its entry are two rows, each merged as a whole under concurrent edits, so one
 * person's transaction could win while the other's entry does, leaving the list and the reports
 * disagreeing. After a store transaction that touched a transaction or an entry
 * with a transaction's id, the server rewrites the entry from the transaction where they differ
 * (removing it for a pending or deleted transaction); the audit trail records the correction as
 * the server's. Rows in the closed period are left to guardClosedPeriod, the server's own jobs are
 * trusted, and a manual journal entry (no transaction of its id) is never touched.
 *
 * The check runs in a microtask queued after those of the guards set up before this one, so it
 * sees the books once their reverts are applied (a refused edit needs no new entry).
 */
export function guardTransactionEntries(
  store: Store,
  log: LogFn,
  asServer: GuardedStore['asServer'] = (fn) => fn(),
): () => void {
  let touched: Set<string> | null = null;
  let rewriting = false;
  let stopped = false;

  const check = () => {
    const ids = touched;
    touched = null;
    if (stopped || !ids) return;
    const lockDate = storeLockDate(store);
    const fixes: [id: string, entry: Row | null][] = [];
    for (const id of ids) {
      const row = store.hasRow(TRANSACTIONS_TABLE, id)
        ? store.getRow(TRANSACTIONS_TABLE, id)
        : null;
      const transaction = row ? rowToTransaction(id, row) : null;
      if (row && !transaction) continue; // a broken row is reported by the ledger, never guessed
      const entry = store.hasRow(ENTRIES_TABLE, id) ? store.getRow(ENTRIES_TABLE, id) : null;
      if (!row && !entry) continue;
      const dates = [transaction?.date, recordDate(entry)].filter((d) => typeof d === 'string');
      if (dates.some((date) => isLocked(date, lockDate))) continue;
      const expectedEntry = transaction ? transactionEntry(transaction) : null;
      const expected = expectedEntry ? entryToRow(expectedEntry) : null;
      if (sameRow(entry, expected)) continue;
      fixes.push([id, expected]);
    }
    if (fixes.length === 0) return;
    rewriting = true;
    try {
      asServer(() =>
        store.transaction(() => {
          for (const [id, entry] of fixes) {
            if (entry) store.setRow(ENTRIES_TABLE, id, entry);
            else store.delRow(ENTRIES_TABLE, id);
          }
        }),
      );
    } finally {
      rewriting = false;
    }
    for (const [id] of fixes)
      log('warn', `Rewrote the journal entry of transaction ${id} to match the transaction`, {
        transactionId: id,
      });
  };

  const onFinish = () => {
    if (rewriting || closedPeriodWritesAllowed(store)) return;
    const changed: ChangedCells = store.getTransactionLog()[2];
    const ids = [
      ...Object.keys(changed[TRANSACTIONS_TABLE] ?? {}),
      ...Object.keys(changed[ENTRIES_TABLE] ?? {}).filter((id) =>
        store.hasRow(TRANSACTIONS_TABLE, id),
      ),
    ];
    if (ids.length === 0) return;
    if (!touched) {
      touched = new Set();
      queueMicrotask(check);
    }
    for (const id of ids) touched.add(id);
  };

  const listenerId = store.addDidFinishTransactionListener(onFinish);
  return () => {
    stopped = true;
    store.delListener(listenerId);
  };
}
