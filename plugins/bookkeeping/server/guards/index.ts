// Server-side guards on the books' synced store.
import type { GuardedStore, LogFn } from '@keel/core/server';
import type { Store } from 'tinybase';
import { guardClosedPeriod } from './guardClosedPeriod';
import { guardEntryAudit } from './guardEntryAudit';
import { guardHeldLines } from './guardHeldLines';
import { guardPostedLines } from './guardPostedLines';
import { guardReconciledLines } from './guardReconciledLines';
import { guardRecordAuthors } from './guardRecordAuthors';
import { guardTransactionEntries } from './guardTransactionEntries';

export {
  guardClosedPeriod,
  guardEntryAudit,
  guardHeldLines,
  guardPostedLines,
  guardReconciledLines,
  guardTransactionEntries,
};
export { KEEL_SERVER_AUTHOR } from './guardEntryAudit';
export { closedPeriodWritesAllowed, withClosedPeriodWritesAllowed } from './closedPeriodWrites';

/**
 * Every guard on a company's books store. The order matters: the entries guard checks after the
 * others have put back what they refused, and the audit trail sees every change, theirs included.
 */
export function guardBooks(
  store: Store,
  where: Pick<GuardedStore, 'writer' | 'asServer' | 'clock'>,
  log: LogFn,
): () => void {
  const stops = [
    guardClosedPeriod(store, log, where.asServer),
    guardReconciledLines(store, log, where.asServer),
    guardHeldLines(store, log, where.asServer),
    guardPostedLines(store, log, where.asServer),
    guardTransactionEntries(store, log, where.asServer),
    guardEntryAudit(store, where, log),
    guardRecordAuthors(store, where),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
