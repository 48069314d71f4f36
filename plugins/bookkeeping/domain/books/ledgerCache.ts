import { type Account, type JournalEntry } from '@keel/core/domain';
import type { Store } from 'tinybase';
import { ACCOUNTS_TABLE, rowToAccount } from '../schema';
import { ENTRIES_TABLE, rowToEntry } from '../ledger/entryRow';
import { LedgerIndex } from '../ledger/ledgerIndex';

/** Where the cache reports rows it left out (the server's log; nothing in the browser). */
export type LedgerLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  details?: Record<string, unknown>,
) => void;

/** The parsed ledger of one company: valid accounts and entries, and the rows left out. */
export interface LedgerSnapshot {
  accounts: readonly Account[];
  entries: readonly JournalEntry[];
  /** Rows that failed validation, as 'table.rowId' -> reasons; they are in no report. */
  invalid: ReadonlyMap<string, readonly string[]>;
}

/**
 * Parsed accounts and entries kept beside a live TinyBase store: built once from the rows, then
 * kept current by row listeners, so a request costs only the report pass (docs/benchmarks.md,
 * "Ledger": rebuilding 1M lines from rows takes seconds).
 */
export class LedgerCache {
  private readonly accounts = new Map<string, Account>();
  private readonly entries = new Map<string, JournalEntry>();
  private readonly invalid = new Map<string, readonly string[]>();
  private accountList: Account[] | null = null;
  private entryList: JournalEntry[] | null = null;
  private accountIds: ReadonlySet<string> | null = null;
  /** The entries by day with totals, built on first use and then kept current. */
  private indexed: LedgerIndex | null = null;
  /** Entries are checked against the chart, so a chart change re-reads them on next use. */
  private entriesStale = true;
  private readonly listenerIds: string[];
  /** Goes up on every change to the chart or the entries, for views that follow the ledger. */
  version = 0;

  constructor(
    private readonly store: Store,
    private readonly log: LedgerLog = () => {},
  ) {
    for (const rowId of store.getRowIds(ACCOUNTS_TABLE)) this.readAccount(rowId);
    this.listenerIds = [
      store.addRowListener(ACCOUNTS_TABLE, null, (_store, _table, rowId) => {
        this.version += 1;
        this.readAccount(rowId);
        this.entriesStale = true;
      }),
      store.addRowListener(ENTRIES_TABLE, null, (_store, _table, rowId) => {
        this.version += 1;
        if (!this.entriesStale) this.readEntry(rowId);
      }),
    ];
  }

  /** The current ledger; re-reads entries only after a chart change. */
  snapshot(): LedgerSnapshot {
    const accounts = this.chart();
    this.entryList ??= [...this.entries.values()];
    return { accounts, entries: this.entryList, invalid: this.invalid };
  }

  /**
   * The current chart alone, as `snapshot().accounts`: a write that needs only the chart does not
   * list every entry anew (the list is rebuilt after each entry change).
   */
  chart(): readonly Account[] {
    if (this.entriesStale) this.rebuildEntries();
    this.accountList ??= [...this.accounts.values()];
    return this.accountList;
  }

  /**
   * The entries kept by day with running totals per account and day (what the ledger service
   * reads), built on first use, then changed entry by entry with the rows.
   */
  index(): LedgerIndex {
    if (this.entriesStale) this.rebuildEntries();
    this.indexed ??= new LedgerIndex(this.entries.values());
    return this.indexed;
  }

  /** Stops listening to the store. */
  dispose(): void {
    for (const id of this.listenerIds) this.store.delListener(id);
  }

  private readAccount(rowId: string): void {
    this.accountList = null;
    this.accountIds = null;
    const key = `${ACCOUNTS_TABLE}.${rowId}`;
    this.accounts.delete(rowId);
    this.invalid.delete(key);
    if (!this.store.hasRow(ACCOUNTS_TABLE, rowId)) return;
    const read = rowToAccount(rowId, this.store.getRow(ACCOUNTS_TABLE, rowId));
    if (read.ok) this.accounts.set(rowId, read.account);
    else this.reject(key, read.errors);
  }

  private readEntry(rowId: string): void {
    this.entryList = null;
    const key = `${ENTRIES_TABLE}.${rowId}`;
    const before = this.entries.get(rowId);
    if (before) this.indexed?.remove(before);
    this.entries.delete(rowId);
    this.invalid.delete(key);
    if (!this.store.hasRow(ENTRIES_TABLE, rowId)) return;
    const read = rowToEntry(rowId, this.store.getRow(ENTRIES_TABLE, rowId), this.knownIds());
    if (read.ok) {
      this.entries.set(rowId, read.entry);
      this.indexed?.add(read.entry);
    } else this.reject(key, read.errors);
  }

  private rebuildEntries(): void {
    this.entries.clear();
    this.entryList = null;
    this.indexed = null;
    for (const key of [...this.invalid.keys()]) {
      if (key.startsWith(`${ENTRIES_TABLE}.`)) this.invalid.delete(key);
    }
    const accounts = this.knownIds();
    const table = this.store.getTable(ENTRIES_TABLE);
    for (const [rowId, row] of Object.entries(table)) {
      const read = rowToEntry(rowId, row, accounts);
      if (read.ok) this.entries.set(rowId, read.entry);
      else this.reject(`${ENTRIES_TABLE}.${rowId}`, read.errors);
    }
    this.entriesStale = false;
  }

  /** The ids of the readable accounts, built once per chart change. */
  private knownIds(): ReadonlySet<string> {
    this.accountIds ??= new Set(this.accounts.keys());
    return this.accountIds;
  }

  private reject(key: string, errors: readonly string[]): void {
    this.invalid.set(key, errors);
    this.log('warn', `bookkeeping: row ${key} left out of the ledger`, { errors: [...errors] });
  }
}

const caches = new WeakMap<Store, LedgerCache>();

/** The cache of a store, created on first use; an evicted store takes its cache with it. */
export function ledgerCacheFor(store: Store, log?: LedgerLog): LedgerCache {
  let cache = caches.get(store);
  if (!cache) {
    cache = new LedgerCache(store, log);
    caches.set(store, cache);
  }
  return cache;
}

/** The cache of a store if one was made, without making one. */
export function existingLedgerCache(store: Store): LedgerCache | undefined {
  return caches.get(store);
}
