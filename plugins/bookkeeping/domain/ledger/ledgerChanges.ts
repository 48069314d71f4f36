import type { Store } from 'tinybase';
import { ENTRIES_TABLE } from './entryRow';
import type { LedgerChange } from './ledgerSchemas';

/**
 * Calls `listener` once after each store transaction that changed the entries table (every write
 * to a TinyBase store runs in one), with the entry ids it added, changed and removed. Returns the
 * function that stops listening.
 */
export function onLedgerChange(
  store: Store,
  companyId: string,
  listener: (change: LedgerChange) => void,
): () => void {
  let pending: Map<string, 'added' | 'changed' | 'removed'> | null = null;
  // A row listener runs once per changed row when the transaction ends; its cell change spans the
  // whole transaction.
  const rowListener = store.addRowListener(
    ENTRIES_TABLE,
    null,
    (_store, _table, rowId, getCellChange) => {
      const [, before, after] = getCellChange?.(ENTRIES_TABLE, rowId, 'record') ?? [];
      if (before === undefined && after === undefined) return;
      pending ??= new Map();
      pending.set(
        rowId,
        before === undefined ? 'added' : after === undefined ? 'removed' : 'changed',
      );
    },
  );
  const finishListener = store.addDidFinishTransactionListener(() => {
    const changes = pending;
    pending = null;
    if (!changes || changes.size === 0) return;
    const change: LedgerChange = { companyId, added: [], changed: [], removed: [] };
    for (const [id, kind] of changes) change[kind].push(id);
    listener(change);
  });
  return () => {
    store.delListener(rowListener);
    store.delListener(finishListener);
  };
}
