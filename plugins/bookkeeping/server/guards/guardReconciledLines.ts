import type { GuardedStore, LogFn } from '@keel/core/server';
import type { ChangedCells, Store } from 'tinybase';
import { TRANSACTIONS_TABLE, rowToTransactionFields } from '../../domain/books/transactionRow';
import { closedPeriodWritesAllowed } from './closedPeriodWrites';
import { deferredRewrites } from './deferredRewrites';
import { rowBefore } from './rowBefore';

/**
 * Keeps reconciled lines as they were reconciled against sync writes: a change to a transaction
 * that was reconciled before the change and still is after it (its `reconciliationId` unchanged)
 * is put back, and so is its deletion. Unreconciling (clearing `reconciliationId`, alone or with
 * other cells in the same change) and reconciling go through. The browser refuses these edits
 * too; this is the server's word on it. The server's own jobs are trusted.
 */
export function guardReconciledLines(
  store: Store,
  log: LogFn,
  asServer?: GuardedStore['asServer'],
): () => void {
  const rewrites = deferredRewrites(store, asServer);

  const onFinish = () => {
    if (rewrites.rewriting || closedPeriodWritesAllowed(store)) return;
    const changed: ChangedCells = store.getTransactionLog()[2];
    for (const [rowId, cells] of Object.entries(changed[TRANSACTIONS_TABLE] ?? {})) {
      const now = store.hasRow(TRANSACTIONS_TABLE, rowId)
        ? store.getRow(TRANSACTIONS_TABLE, rowId)
        : null;
      const before = rowBefore(now ?? {}, cells);
      const wasReconciledTo = rowToTransactionFields(before)?.reconciliationId ?? '';
      if (wasReconciledTo === '') continue;
      const after = rowToTransactionFields(now);
      if (after && after.reconciliationId !== wasReconciledTo) continue; // unreconciled (or moved): allowed
      rewrites.queue(TRANSACTIONS_TABLE, rowId, before);
      log('warn', `Reverted a change to reconciled transaction ${rowId}`, {
        transactionId: rowId,
        reconciliationId: wasReconciledTo,
      });
    }
  };

  const listenerId = store.addDidFinishTransactionListener(onFinish);
  return () => {
    rewrites.stop();
    store.delListener(listenerId);
  };
}
