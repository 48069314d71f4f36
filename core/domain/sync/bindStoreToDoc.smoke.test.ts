import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createStore } from 'tinybase';
import { bindStoreToDoc } from './bindStoreToDoc';

function link(a: Y.Doc, b: Y.Doc) {
  a.on('update', (u: Uint8Array, origin: unknown) => origin !== b && Y.applyUpdate(b, u, a));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== a && Y.applyUpdate(a, u, b));
}

describe('bindStoreToDoc', () => {
  it('carries a burst of rows from one store to another', () => {
    const [docA, docB] = [new Y.Doc(), new Y.Doc()];
    link(docA, docB);
    const [a, b] = [createStore(), createStore()];
    bindStoreToDoc(a, docA, 'p', ['t']);
    bindStoreToDoc(b, docB, 'p', ['t']);
    for (let i = 0; i < 5; i++) a.setRow('t', `r${i}`, { n: i });
    b.delRow('t', 'r0');
    expect(b.getRowIds('t')).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(a.getTable('t')).toEqual(b.getTable('t'));
  });
});
