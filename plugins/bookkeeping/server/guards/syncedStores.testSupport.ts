import * as Y from 'yjs';
import { createStore, type Store } from 'tinybase';
import { bindStoreToDoc, tinybaseSchemaFor } from '@keel/core/domain';
import { plugin } from '../../plugin';

/** A books store bound to `doc`, as the server and every browser hold it. */
export function boundStore(doc: Y.Doc): Store {
  const store = createStore().setTablesSchema(tinybaseSchemaFor(plugin));
  bindStoreToDoc(store, doc, plugin.id, Object.keys(plugin.tables));
  return store;
}

/**
 * Brings `b` up to `a`, then relays every update between them, as the sync server does; the
 * returned function cuts the link (a client going offline).
 */
export function link(a: Y.Doc, b: Y.Doc): () => void {
  const relayed = Symbol('relayed');
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), relayed);
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b), relayed);
  const toB = (update: Uint8Array, origin: unknown) => {
    if (origin !== relayed) Y.applyUpdate(b, update, relayed);
  };
  const toA = (update: Uint8Array, origin: unknown) => {
    if (origin !== relayed) Y.applyUpdate(a, update, relayed);
  };
  a.on('update', toB);
  b.on('update', toA);
  return () => {
    a.off('update', toB);
    b.off('update', toA);
  };
}

/** Lets the guards' microtasks and the relayed updates run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
