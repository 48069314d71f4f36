import type { GuardedStore, LogFn } from '@keel/core/server';
import type { ChangedCells, Row, Store } from 'tinybase';
import { isPostedLine } from '../../domain/books/postedBankLines';
import {
  TRANSACTIONS_TABLE,
  rowToTransactionFields,
  type TransactionFields,
} from '../../domain/books/transactionRow';
import { closedPeriodWritesAllowed } from './closedPeriodWrites';
import { deferredRewrites } from './deferredRewrites';
import { rowBefore } from './rowBefore';
import { ENTRIES_TABLE, rowToEntry } from '../../domain/ledger/entryRow';

/** What the bank's side of a posted line may change: a match to its statement line, reconciling. */
const bankFields = new Set<keyof TransactionFields>([
  'reconciliationId',
  'externalId',
  'bankPending',
  'bankDate',
  'bankDescription',
]);

/** Whether two versions of a line differ only in the fields the bank's side may change. */
function sameAsPosted(a: TransactionFields, b: TransactionFields): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof TransactionFields>;
  for (const key of keys) if (!bankFields.has(key) && a[key] !== b[key]) return false;
  return true;
}

/** Whether a new posted line is a bank line of the entry it names (as the ledger writes it). */
function isLineOfEntry(store: Store, line: TransactionFields): boolean {
  const entryId = line.entryId ?? '';
  if (!store.hasRow(ENTRIES_TABLE, entryId)) return false;
  const read = rowToEntry(entryId, store.getRow(ENTRIES_TABLE, entryId));
  return (
    read.ok &&
    read.entry.date === line.date &&
    read.entry.lines.some(
      (l) => l.accountId === line.bankAccountId && l.debit - l.credit === line.amount,
    )
  );
}

/**
 * Keeps the bank lines of entries posted through the ledger (a payroll run's net pay) what the
 * ledger wrote, against sync writes: the entry holds the money, so a change to a posted line's
 * date, amount, account or description, its deletion, a line made up for an entry it is not part
 * of, or an ordinary line turned into a posted one (which would drop its entry) is put back. The
 * bank's side stays open: matching a statement line to it and reconciling it. The browser refuses
 * these edits too; this is the server's word on it. The server's own jobs are trusted.
 */
export function guardPostedLines(
  store: Store,
  log: LogFn,
  asServer?: GuardedStore['asServer'],
): () => void {
  const rewrites = deferredRewrites(store, asServer);

  const onFinish = () => {
    if (rewrites.rewriting || closedPeriodWritesAllowed(store)) return;
    const changed: ChangedCells = store.getTransactionLog()[2];
    for (const [rowId, cells] of Object.entries(changed[TRANSACTIONS_TABLE] ?? {})) {
      const now: Row | null = store.hasRow(TRANSACTIONS_TABLE, rowId)
        ? store.getRow(TRANSACTIONS_TABLE, rowId)
        : null;
      const beforeRow = rowBefore(now ?? {}, cells);
      const before = rowToTransactionFields(beforeRow);
      const after = rowToTransactionFields(now);
      const wasPosted = before !== null && isPostedLine(before);
      const isPosted = after !== null && isPostedLine(after);
      if (!wasPosted && !isPosted) continue;
      if (wasPosted && after && sameAsPosted(before, after)) continue;
      if (!beforeRow && after && isLineOfEntry(store, after)) continue;
      rewrites.queue(TRANSACTIONS_TABLE, rowId, beforeRow);
      log('warn', `Reverted a change to bank line ${rowId} of a posted entry`, {
        transactionId: rowId,
        entryId: (before ?? after)?.entryId,
      });
    }
  };

  const listenerId = store.addDidFinishTransactionListener(onFinish);
  return () => {
    rewrites.stop();
    store.delListener(listenerId);
  };
}
