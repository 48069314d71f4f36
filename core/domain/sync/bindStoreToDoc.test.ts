import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { z } from 'zod';
import { createStore, type Store } from 'tinybase';
import { definePlugin } from '../plugin/definePlugin';
import { tinybaseSchemaFor } from '../plugin/tinybaseSchema';
import { bindStoreToDoc } from './bindStoreToDoc';
import { cellKey } from './cellKeys';

const TABLES = ['t', 'u'];

interface Peer {
  doc: Y.Doc;
  store: Store;
}

function peer(store: Store = createStore(), doc = new Y.Doc()): Peer {
  bindStoreToDoc(store, doc, 'demo', TABLES);
  return { doc, store };
}

/** Relays every update between two docs at once, like a live connection. */
function link(a: Y.Doc, b: Y.Doc): void {
  a.on('update', (u: Uint8Array, origin: unknown) => origin !== b && Y.applyUpdate(b, u, a));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== a && Y.applyUpdate(a, u, b));
}

/** What each side lacks, both ways: the y-websocket sync steps 1 and 2. */
function exchange(a: Y.Doc, b: Y.Doc): void {
  const toB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const toA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, toB, 'net');
  Y.applyUpdate(a, toA, 'net');
}

/** A store loaded afresh from a copy of a doc. */
function freshTables(doc: Y.Doc, schemaStore: Store = createStore()) {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  bindStoreToDoc(schemaStore, copy, 'demo', TABLES);
  return schemaStore.getTables();
}

describe('bindStoreToDoc', () => {
  it('carries bursts of 5 setRow and 1000 setCell without yielding, and never reverts', () => {
    const [a, b] = [peer(), peer()];
    link(a.doc, b.doc);
    for (let i = 0; i < 5; i++) a.store.setRow('t', `r${i}`, { n: i, name: `row ${i}` });
    expect(b.store.getRowIds('t')).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
    for (let i = 0; i < 1000; i++) {
      a.store.setCell('t', 'r0', 'n', i);
      expect(a.store.getCell('t', 'r0', 'n')).toBe(i);
    }
    expect(b.store.getCell('t', 'r0', 'n')).toBe(999);
    expect(a.doc.getMap('demo/t').get(cellKey('r0', 'n'))).toBe(999);
    expect(b.store.getTables()).toEqual(a.store.getTables());
  });

  it('keeps both first rows of a brand-new table written by two clients at once', () => {
    const [a, b] = [peer(), peer()];
    a.store.setRow('t', 'fromA', { n: 1 });
    b.store.setRow('t', 'fromB', { n: 2 });
    exchange(a.doc, b.doc);
    const expected = { t: { fromA: { n: 1 }, fromB: { n: 2 } } };
    expect(a.store.getTables()).toEqual(expected);
    expect(b.store.getTables()).toEqual(expected);
  });

  it('loses nothing on either side when a client edited before its first sync', () => {
    const server = peer();
    server.store.setRow('t', 's1', { n: 1 });
    server.store.setRow('t', 's2', { n: 2 });
    server.store.setRow('u', 'su', { x: 'kept' });
    const offlineStore = createStore().setRow('t', 'beforeBind', { n: 0 });
    const client = peer(offlineStore);
    client.store.setRow('t', 'c1', { n: 3 });
    client.store.setCell('u', 'cu', 'x', 'mine');
    exchange(client.doc, server.doc);
    const expected = {
      t: { s1: { n: 1 }, s2: { n: 2 }, beforeBind: { n: 0 }, c1: { n: 3 } },
      u: { su: { x: 'kept' }, cu: { x: 'mine' } },
    };
    expect(server.store.getTables()).toEqual(expected);
    expect(client.store.getTables()).toEqual(expected);
  });

  it('merges the same row id written by two clients: different cells merge, the same cell converges', () => {
    const [a, b] = [peer(), peer()];
    a.store.setRow('t', 'r', { fromA: 1, both: 'a' });
    b.store.setRow('t', 'r', { fromB: 2, both: 'b' });
    exchange(a.doc, b.doc);
    const row = a.store.getRow('t', 'r');
    expect(row).toMatchObject({ fromA: 1, fromB: 2 });
    expect(['a', 'b']).toContain(row.both);
    expect(b.store.getTables()).toEqual(a.store.getTables());
  });

  it('converges identically when one client deletes a row another is editing', () => {
    const [a, b] = [peer(), peer()];
    link(a.doc, b.doc);
    a.store.setRow('t', 'r', { n: 1, name: 'x' });
    a.store.setRow('t', 'other', { n: 9 });
    const [da, db] = [new Y.Doc(), new Y.Doc()];
    // Take both clients offline by rebinding copies that are not linked.
    Y.applyUpdate(da, Y.encodeStateAsUpdate(a.doc));
    Y.applyUpdate(db, Y.encodeStateAsUpdate(b.doc));
    const [oa, ob] = [peer(createStore(), da), peer(createStore(), db)];
    oa.store.delRow('t', 'r');
    ob.store.setCell('t', 'r', 'n', 2);
    exchange(da, db);
    expect(oa.store.getTables()).toEqual(ob.store.getTables());
    expect(oa.store.getTables()).toEqual(freshTables(da));
    expect(oa.store.getRow('t', 'other')).toEqual({ n: 9 });
  });

  it('does not crash on remote cells its schema rejects, and matches a store loaded afresh', () => {
    const manifest = definePlugin({
      id: 'demo',
      title: 'Demo',
      icon: 'box',
      version: '0.1.0',
      coreRange: '^0.1',
      schemaVersion: 0,
      tables: {
        t: {
          schema: z.object({
            n: z.number(),
            label: z.string().default('none'),
            on: z.boolean().optional(),
          }),
        },
        u: { schema: z.object({ x: z.string() }) },
      },
    });
    const typed = () => createStore().setTablesSchema(tinybaseSchemaFor(manifest));
    const loose = peer();
    const strict = peer(typed());
    link(loose.doc, strict.doc);
    strict.store.setRow('t', 'ok', { n: 1 });
    loose.store.setRow('t', 'bad', { n: 'not a number', on: 'yes' });
    loose.store.setCell('t', 'ok', 'n', 'oops');
    loose.store.setCell('t', 'ok', 'extra', 5);
    loose.store.setCell('t', 'nested', 'n', 4);
    loose.doc.getMap('demo/t').set(cellKey('nested', 'on'), new Uint8Array([1]));
    loose.doc.getMap('demo/u').set('no separator', 1);
    strict.store.setCell('t', 'nested', 'label', 'fine');
    expect(() => strict.store.getTables()).not.toThrow();
    expect(strict.store.getRow('t', 'nested')).toEqual({ n: 4, label: 'fine' });
    expect(strict.store.getRow('t', 'ok')).toEqual({ label: 'none' });
    expect(strict.store.getTables()).toEqual(freshTables(strict.doc, typed()));
    strict.store.delRow('t', 'nested');
    expect(loose.store.hasRow('t', 'nested')).toBe(false);
  });

  it('resets a cell with a schema default when another client deletes it, keeping the row', () => {
    const manifest = definePlugin({
      id: 'demo',
      title: 'Demo',
      icon: 'box',
      version: '0.1.0',
      coreRange: '^0.1',
      schemaVersion: 0,
      tables: { t: { schema: z.object({ n: z.number(), label: z.string().default('none') }) } },
    });
    const typed = () => createStore().setTablesSchema(tinybaseSchemaFor(manifest));
    const [loose, strict] = [peer(), peer(typed())];
    link(loose.doc, strict.doc);
    strict.store.setRow('t', 'r', { n: 1, label: 'named' });
    loose.store.delCell('t', 'r', 'label');
    expect(strict.store.getRow('t', 'r')).toEqual({ n: 1, label: 'none' });
    expect(strict.store.getTables()).toEqual(freshTables(strict.doc, typed()));
  });

  it('rebuilds rows in place: a remote edit keeps the row order', () => {
    const [a, b] = [peer(), peer()];
    link(a.doc, b.doc);
    for (const id of ['r1', 'r2', 'r3']) a.store.setRow('t', id, { n: 0 });
    a.store.setCell('t', 'r1', 'n', 5);
    expect(b.store.getRowIds('t')).toEqual(['r1', 'r2', 'r3']);
  });

  it('catches up on a remote change that arrives while its store is finishing a transaction', async () => {
    const [a, b] = [peer(), peer()];
    link(a.doc, b.doc);
    // b answers every change synchronously, as a mutator listener would, while a is still finishing.
    b.store.addCellListener(
      't',
      null,
      'n',
      (store, tableId, rowId, _cellId, n) => {
        if (typeof n === 'number' && n < 3) store.setCell(tableId, rowId, 'echo', n);
      },
      true,
    );
    a.store.setCell('t', 'r', 'n', 1);
    await Promise.resolve();
    expect(a.store.getRow('t', 'r')).toEqual({ n: 1, echo: 1 });
    expect(b.store.getTables()).toEqual(a.store.getTables());
  });

  it('stops syncing once unbound', () => {
    const doc = new Y.Doc();
    const store = createStore();
    const unbind = bindStoreToDoc(store, doc, 'demo', TABLES);
    unbind();
    store.setCell('t', 'r', 'n', 1);
    doc.getMap('demo/u').set(cellKey('r', 'x'), 'y');
    expect(doc.getMap('demo/t').size).toBe(0);
    expect(store.hasTable('u')).toBe(false);
  });
});
