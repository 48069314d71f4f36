import type { GuardedStore } from '@keel/core/server';
import type { Row, Store } from 'tinybase';
import {
  RECORD_AUTHORS_TABLE,
  authoredTables,
  recordAuthorId,
  type RecordAuthorRow,
} from '../../domain/books/recordAuthors';
import { RECONCILIATIONS_TABLE } from '../../domain/books/reconciliation';
import { TRANSACTIONS_TABLE, rowToTransactionFields } from '../../domain/books/transactionRow';
import { ENTRIES_TABLE } from '../../domain/ledger/entryRow';
import { closedPeriodWritesAllowed } from './closedPeriodWrites';
import { deferredRewrites } from './deferredRewrites';
import { KEEL_SERVER_AUTHOR } from './guardEntryAudit';
import { rowBefore } from './rowBefore';

/**
 * Records who created each new vendor, reconciliation, bank line keyed in by hand and journal entry
 * of its own, as the server
 * saw it (`writer()`: the member whose sync message or REST request made it, or 'Keel server';
 * a reconciliation or line the server itself writes keeps the author it was written with),
 * so that separation of duties can be checked on names the browser cannot choose. An entry made
 * from a bank line is left out: the line names its author, and a bank import would otherwise
 * double the rows. The first creation wins; archiving a closed year moves records without
 * creating them.
 */
export function guardRecordAuthors(
  store: Store,
  { writer, asServer, clock }: Pick<GuardedStore, 'writer' | 'asServer' | 'clock'>,
): () => void {
  const rewrites = deferredRewrites(store, asServer);

  const onFinish = () => {
    if (rewrites.rewriting || closedPeriodWritesAllowed(store)) return;
    const changed = store.getTransactionLog()[2];
    const member = writer();
    const by = member ?? KEEL_SERVER_AUTHOR;
    const at = clock.now().toISOString();
    for (const table of authoredTables)
      for (const [recordId, cells] of Object.entries(changed[table] ?? {})) {
        if (!store.hasRow(table, recordId)) continue;
        if (rowBefore(store.getRow(table, recordId), cells) !== null) continue;
        if (table === ENTRIES_TABLE && store.hasRow(TRANSACTIONS_TABLE, recordId)) continue;
        // The server finishes no reconciliation and keys in no line of its own: what it writes
        // keeps the author it was written with.
        if ((table === RECONCILIATIONS_TABLE || table === TRANSACTIONS_TABLE) && member === null)
          continue;
        // Lines imported or synced from the bank are the bank's; only those keyed in by hand.
        if (
          table === TRANSACTIONS_TABLE &&
          rowToTransactionFields(store.getRow(table, recordId))?.source !== 'manual'
        )
          continue;
        const id = recordAuthorId(table, recordId);
        if (store.hasRow(RECORD_AUTHORS_TABLE, id)) continue;
        const row: RecordAuthorRow = { table, recordId, by, at };
        rewrites.queue(RECORD_AUTHORS_TABLE, id, row as unknown as Row);
      }
  };

  const listenerId = store.addDidFinishTransactionListener(onFinish);
  return () => {
    rewrites.stop();
    store.delListener(listenerId);
  };
}
