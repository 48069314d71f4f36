import type { Store } from 'tinybase';
import {
  TRANSACTIONS_TABLE,
  newestFirst,
  rowToTransaction,
  type Transaction,
} from './transactionRow';

/**
 * The readable transactions of a live store, newest first, kept beside it: read once, then kept
 * current by a row listener, so a change to one line re-reads that line only, never a copy of the
 * whole table (docs/benchmarks.md, "Bookkeeping screen": copying and comparing 50,000 lines as a
 * table took seconds of every open and of every edit).
 */
export class TransactionCache {
  private readonly byId = new Map<string, Transaction>();
  private list: Transaction[] | null = null;
  private readonly listenerId: string;
  /** Goes up on every change to the transactions table, for views that follow it. */
  version = 0;

  constructor(private readonly store: Store) {
    for (const rowId of store.getRowIds(TRANSACTIONS_TABLE)) this.read(rowId);
    this.listenerId = store.addRowListener(TRANSACTIONS_TABLE, null, (_store, _table, rowId) => {
      this.version += 1;
      this.read(rowId);
    });
  }

  /** Every readable transaction, newest first: the same array until the table changes (do not mutate it). */
  transactions(): Transaction[] {
    this.list ??= [...this.byId.values()].sort(newestFirst);
    return this.list;
  }

  /** The readable transaction with this id, if any. */
  get(id: string): Transaction | undefined {
    return this.byId.get(id);
  }

  /** Stops listening to the store. */
  dispose(): void {
    this.store.delListener(this.listenerId);
  }

  private read(rowId: string): void {
    this.list = null;
    const transaction = this.store.hasRow(TRANSACTIONS_TABLE, rowId)
      ? rowToTransaction(rowId, this.store.getRow(TRANSACTIONS_TABLE, rowId))
      : null;
    if (transaction) this.byId.set(rowId, transaction);
    else this.byId.delete(rowId);
  }
}

const caches = new WeakMap<Store, TransactionCache>();

/** The transaction cache of a store, created on first use; a dropped store takes its cache with it. */
export function transactionCacheFor(store: Store): TransactionCache {
  let cache = caches.get(store);
  if (!cache) {
    cache = new TransactionCache(store);
    caches.set(store, cache);
  }
  return cache;
}
