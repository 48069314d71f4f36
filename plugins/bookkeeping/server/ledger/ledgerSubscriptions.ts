import type { LogFn } from '@keel/core/server';
import type { Store } from 'tinybase';
import { onCloseStatusChange } from '../../domain/ledger/closeStatus';
import { onLedgerChange } from '../../domain/ledger/ledgerChanges';
import type { LedgerChange } from '../../domain/ledger/ledgerSchemas';

type Listener = (change: LedgerChange) => void;

/**
 * The ledger service's subscribers, per company. Every time the server loads a company's books it
 * watches them (`watch`, from Bookkeeping's guardStore), so a change reaches the subscribers
 * whichever way it came in (a posting, a browser's sync, an import, a closed year); a company
 * whose books are not in memory cannot change.
 */
export class LedgerSubscriptions {
  private readonly listeners = new Map<string, Set<Listener>>();

  /** Adds a listener of a company's changes; returns the function that removes it. */
  subscribe(companyId: string, listener: Listener): () => void {
    let set = this.listeners.get(companyId);
    if (!set) this.listeners.set(companyId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(companyId) === set) this.listeners.delete(companyId);
    };
  }

  /**
   * Follows a loaded company's books until the returned function is called (the store is unloaded):
   * each change to the entries, and each change to what `closeStatus` reads (the lock date,
   * reconciliations, the chart, bank lines) that left the entries alone, told with no entry ids.
   */
  watch(store: Store, companyId: string, log: LogFn): () => void {
    const tell = (change: LedgerChange) => {
      const set = this.listeners.get(companyId);
      if (!set) return;
      // After the write that made the change, never inside it: a listener cannot hold it up or undo it.
      for (const listener of [...set])
        queueMicrotask(() => {
          try {
            listener(change);
          } catch (error) {
            log('error', 'bookkeeping: a ledger subscriber failed', {
              companyId,
              error: String(error),
            });
          }
        });
    };
    const stopEntries = onLedgerChange(store, companyId, tell);
    const stopClose = onCloseStatusChange(store, () =>
      tell({ companyId, added: [], changed: [], removed: [] }),
    );
    return () => {
      stopEntries();
      stopClose();
    };
  }
}

/** The subscribers of this server process (company ids are unique, so one set serves every server). */
export const ledgerSubscriptions = new LedgerSubscriptions();
