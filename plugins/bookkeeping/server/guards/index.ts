// Server-side guards on the books' synced store.
import type { LogFn } from '@keel/core/server';
import type { Store } from 'tinybase';
import { guardClosedPeriod } from './guardClosedPeriod';
import { guardReconciledLines } from './guardReconciledLines';
import { guardTransactionEntries } from './guardTransactionEntries';

export { guardClosedPeriod, guardReconciledLines, guardTransactionEntries };
export { closedPeriodWritesAllowed, withClosedPeriodWritesAllowed } from './closedPeriodWrites';

/**
 * Every guard on a company's books store. The order matters: the entries guard checks after the
 * others have put back what they refused.
 */
export function guardBooks(store: Store, log: LogFn): () => void {
  const stops = [
    guardClosedPeriod(store, log),
    guardReconciledLines(store, log),
    guardTransactionEntries(store, log),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
