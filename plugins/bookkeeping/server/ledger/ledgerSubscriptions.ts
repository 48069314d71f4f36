import { CompanyListeners, type LogFn } from '@keel/core/server';
import type { Store } from 'tinybase';
import { onCloseStatusChange } from '../../domain/ledger/closeStatus';
import { onLedgerChange } from '../../domain/ledger/ledgerChanges';
import type { LedgerChange } from '../../domain/ledger/ledgerSchemas';

/**
 * The ledger service's subscribers, per company. Every time the server loads a company's books it
 * watches them (`watch`, from Bookkeeping's guardStore), so a change reaches the subscribers
 * whichever way it came in (a posting, a browser's sync, an import, a closed year); a company
 * whose books are not in memory cannot change.
 */
export class LedgerSubscriptions {
  private readonly listeners = new CompanyListeners<LedgerChange>();

  /** Adds a listener of a company's changes; returns the function that removes it. */
  subscribe(companyId: string, listener: (change: LedgerChange) => void): () => void {
    return this.listeners.subscribe(companyId, listener);
  }

  /**
   * Follows a loaded company's books until the returned function is called (the store is unloaded):
   * each change to the entries, and each change to what `closeStatus` reads (the lock date,
   * reconciliations, the chart, bank lines) that left the entries alone, told with no entry ids.
   */
  watch(store: Store, companyId: string, log: LogFn): () => void {
    const tell = (change: LedgerChange) =>
      this.listeners.tell(companyId, change, (error) =>
        log('error', 'bookkeeping: a ledger subscriber failed', {
          companyId,
          error: String(error),
        }),
      );
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
