// The browser's work when the document arrives, replayed step by step in Node on the same code
// (Node runs the same V8), so each step's cost can be read without the browser or a profiler.
import * as Y from 'yjs';
import { createStore, type Store } from 'tinybase';
import { COMPANY_SCOPE, bindStoreToDoc, tinybaseSchemaFor } from '@keel/core/domain';
import { plugin } from '../../../plugins/bookkeeping/plugin';
import {
  TRANSACTIONS_TABLE,
  accountBalances,
  LedgerCache,
  readTransactions,
} from '../../../plugins/bookkeeping/domain/books';
import { searchTexts } from '../../../plugins/bookkeeping/client/components/transactions/filterTransactions';

/** One step: what it stands for in the app, and its time in ms. */
export interface Stage {
  name: string;
  ms: number;
}

function timed<T>(stages: Stage[], name: string, fn: () => T): T {
  const start = performance.now();
  const result = fn();
  stages.push({ name, ms: performance.now() - start });
  return result;
}

/** Binds the bookkeeping store to `doc` as core/client/sync/bindPluginStores does. */
function bindBookkeeping(doc: Y.Doc): Store {
  const tableIds = Object.entries(plugin.tables)
    .filter(([, table]) => table.scope === COMPANY_SCOPE)
    .map(([tableId]) => tableId);
  const store = createStore().setTablesSchema(tinybaseSchemaFor(plugin, COMPANY_SCOPE));
  bindStoreToDoc(store, doc, plugin.id, tableIds);
  return store;
}

/**
 * The first open's steps in the app's order: the bookkeeping store bound to an empty document,
 * then the server's sync step 2 applied in one Yjs transaction (decoded and integrated, loaded into
 * TinyBase by bindStoreToDoc's afterTransaction listener, then encoded again by Yjs for the
 * document's 'update' listeners: y-indexeddb, y-websocket and openCompanySync have one each), then
 * useBooks' first render. The cached open runs the same steps with the IndexedDB copy, binding
 * after the update, and adds y-websocket's BroadcastChannel hello, an encoding of the whole
 * document, when it connects.
 */
export function replayClientLoad(update: Uint8Array): Stage[] {
  const stages: Stage[] = [];
  const doc = new Y.Doc();
  const at: Record<string, number> = {};
  doc.on('afterTransaction', () => (at.integrated = performance.now()));
  const store = bindBookkeeping(doc);
  doc.on('afterTransaction', () => (at.loaded = performance.now()));
  doc.on('update', () => (at.encoded = performance.now()));
  const start = performance.now();
  Y.applyUpdate(doc, update);
  const end = performance.now();
  stages.push(
    { name: 'Y.applyUpdate: decode and integrate', ms: at.integrated! - start },
    { name: 'bindStoreToDoc: every cell into TinyBase', ms: at.loaded! - at.integrated! },
    { name: "Yjs encodes the applied update for 'update' listeners", ms: at.encoded! - at.loaded! },
    { name: 'rest of the Yjs transaction', ms: end - at.encoded! },
  );
  timed(stages, "Y.encodeStateAsUpdate (cached open: y-websocket's BroadcastChannel hello)", () =>
    Y.encodeStateAsUpdate(doc),
  );
  const table = timed(stages, "useTable('transactions'): store.getTable copy", () =>
    store.getTable(TRANSACTIONS_TABLE),
  );
  timed(stages, "cached open: useStoreSnapshot's subscribe: getTable + sameJson", () => {
    const again = store.getTable(TRANSACTIONS_TABLE);
    return JSON.stringify(table) === JSON.stringify(again);
  });
  const transactions = timed(stages, 'readTransactions (zod per row, sort)', () =>
    readTransactions(table),
  );
  const ledger = timed(stages, 'LedgerCache snapshot (getTable, rowToEntry per entry)', () => {
    const cache = new LedgerCache(store);
    const snapshot = cache.snapshot();
    cache.dispose();
    return snapshot;
  });
  timed(stages, 'accountBalances', () => accountBalances([...ledger.accounts], ledger.entries));
  timed(stages, 'searchTexts (the search index)', () => searchTexts(transactions));
  return stages;
}
