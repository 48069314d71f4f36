import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import * as Y from 'yjs';
import { createStore, type Store } from 'tinybase';
import { bindStoreToDoc } from './bindStoreToDoc';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const ROWS = 20_000;
const record = (i: number) =>
  JSON.stringify({ date: '2024-02-08', memo: `DEPOSIT ${i}`, lines: [{ accountId: 'checking' }] });

/** Live heap after full collections. */
function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** The heap a bound document and store of ROWS rows take, made by `make`. */
function heapOf(make: () => { doc: Y.Doc; store: Store }): number {
  const before = heapUsed();
  const made = make();
  const after = heapUsed();
  // Alive until measured.
  expect(made.store.getRowCount('t')).toBe(ROWS);
  return after - before;
}

// Issue 20, server memory: Yjs decodes each map cell's value into an array grown by push, with
// room for 17 values where the cell holds one (128 bytes too many per row: 12 MiB of a server
// with 10 companies of 5,000 transactions open). A document loaded from bytes and bound must take
// no more heap than the same rows written through a bound store, whose cells Yjs makes exact.
it('a document loaded from bytes holds its rows in no more heap than one written in place', () => {
  const source = new Y.Doc();
  const sourceStore = createStore();
  bindStoreToDoc(sourceStore, source, 'p', ['t']);
  sourceStore.transaction(() => {
    for (let i = 0; i < ROWS; i++) sourceStore.setRow('t', `txn-${i}`, { record: record(i) });
  });
  const bytes = Y.encodeStateAsUpdate(source);
  source.destroy();

  const written = heapOf(() => {
    const doc = new Y.Doc();
    const store = createStore();
    bindStoreToDoc(store, doc, 'p', ['t']);
    store.transaction(() => {
      for (let i = 0; i < ROWS; i++) store.setRow('t', `txn-${i}`, { record: record(i) });
    });
    return { doc, store };
  });
  const loaded = heapOf(() => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, bytes);
    const store = createStore();
    bindStoreToDoc(store, doc, 'p', ['t']);
    return { doc, store };
  });
  expect(loaded / ROWS).toBeLessThan((written / ROWS) * 1.05);
});
