import type { GuardedStore } from '@keel/core/server';
import type { Row, Store } from 'tinybase';

/**
 * Rows a guard puts right after a store transaction finishes. A store cannot be written while it
 * finishes a transaction, and a change undone inside the same transaction would net to nothing
 * in its log (so the Yjs binding would never send the fix), so the rewrite runs as its own store
 * transaction in a microtask. The first row queued for an id wins: it is the state to keep.
 */
export interface DeferredRewrites {
  /** Queues `row` (or, when null, the removal) of `tableId/rowId`. */
  queue(tableId: string, rowId: string, row: Row | null): void;
  /** Drops a queued rewrite (the row's change is accepted after all). */
  forget(tableId: string, rowId: string): void;
  /** The rewrites queued for a table and not yet made: rowId -> row, or null for a removal. */
  queued(tableId: string): ReadonlyMap<string, Row | null> | undefined;
  /** True while the guard's own rewrite runs: its listener should let it through. */
  readonly rewriting: boolean;
  stop(): void;
}

export function deferredRewrites(
  store: Store,
  asServer: GuardedStore['asServer'] = (fn) => fn(),
): DeferredRewrites {
  let pending: Map<string, Map<string, Row | null>> | null = null;
  let rewriting = false;
  let stopped = false;

  const flush = () => {
    const rows = pending;
    pending = null;
    if (stopped || !rows) return;
    rewriting = true;
    try {
      asServer(() =>
        store.transaction(() => {
          for (const [tableId, byId] of rows)
            for (const [rowId, row] of byId) {
              if (row) store.setRow(tableId, rowId, row);
              else store.delRow(tableId, rowId);
            }
        }),
      );
    } finally {
      rewriting = false;
    }
  };

  return {
    queue(tableId, rowId, row) {
      if (!pending) {
        pending = new Map();
        queueMicrotask(flush);
      }
      const table = pending.get(tableId) ?? new Map<string, Row | null>();
      pending.set(tableId, table);
      if (!table.has(rowId)) table.set(rowId, row);
    },
    forget(tableId, rowId) {
      pending?.get(tableId)?.delete(rowId);
    },
    queued(tableId) {
      return pending?.get(tableId);
    },
    get rewriting() {
      return rewriting;
    },
    stop() {
      stopped = true;
    },
  };
}
