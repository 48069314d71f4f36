import type { GuardedStore, LogFn } from '@keel/core/server';
import type { ChangedCells, Store } from 'tinybase';
import { LINE_HOLDS_TABLE } from '../../domain/books/lineHolds';
import { TRANSACTIONS_TABLE, rowToTransactionFields } from '../../domain/books/transactionRow';
import { deferredRewrites } from './deferredRewrites';
import { rowBefore } from './rowBefore';

/**
 * Keeps held bank lines out of reconciliation against sync writes: a change that reconciles a line
 * the ledger service holds (a fraud review blocked it) is put back. The browser refuses it too
 * (`finishReconciliation`); this is the server's word on it.
 */
export function guardHeldLines(
  store: Store,
  log: LogFn,
  asServer?: GuardedStore['asServer'],
): () => void {
  const rewrites = deferredRewrites(store, asServer);

  const onFinish = () => {
    if (rewrites.rewriting) return;
    const changed: ChangedCells = store.getTransactionLog()[2];
    for (const [rowId, cells] of Object.entries(changed[TRANSACTIONS_TABLE] ?? {})) {
      if (!store.hasRow(LINE_HOLDS_TABLE, rowId) || !store.hasRow(TRANSACTIONS_TABLE, rowId))
        continue;
      const now = store.getRow(TRANSACTIONS_TABLE, rowId);
      const before = rowBefore(now, cells);
      const wasReconciled = (rowToTransactionFields(before)?.reconciliationId ?? '') !== '';
      const reconciled = (rowToTransactionFields(now)?.reconciliationId ?? '') !== '';
      if (wasReconciled || !reconciled) continue;
      rewrites.queue(TRANSACTIONS_TABLE, rowId, before);
      log('warn', `Reverted the reconciliation of held transaction ${rowId}`, {
        transactionId: rowId,
      });
    }
  };

  const listenerId = store.addDidFinishTransactionListener(onFinish);
  return () => {
    rewrites.stop();
    store.delListener(listenerId);
  };
}
