import * as Y from 'yjs';
import type { CompanySync } from '../client/sync';

/** A fake connection between two company syncs. */
export interface SyncLink {
  /** Offline, updates are queued both ways; back online, they are delivered in order. */
  setOnline(online: boolean): void;
  /** Stops relaying; queued updates are dropped. */
  unlink(): void;
}

/** Relays Yjs updates between two syncs' documents at once, as a live connection would. */
export function linkSyncs(a: CompanySync, b: CompanySync): SyncLink {
  const origin = { link: [a.docId, b.docId] };
  let online = true;
  let queue: [Y.Doc, Uint8Array][] = [];
  const relay = (to: Y.Doc) => (update: Uint8Array, from: unknown) => {
    if (from === origin) return;
    if (online) Y.applyUpdate(to, update, origin);
    else queue.push([to, update]);
  };
  const toB = relay(b.doc);
  const toA = relay(a.doc);
  a.doc.on('update', toB);
  b.doc.on('update', toA);
  // What each side already holds, as the y-websocket sync steps exchange it on connect.
  Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc, Y.encodeStateVector(b.doc)), origin);
  Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b.doc, Y.encodeStateVector(a.doc)), origin);
  return {
    setOnline(next) {
      online = next;
      if (!online) return;
      const pending = queue;
      queue = [];
      for (const [to, update] of pending) Y.applyUpdate(to, update, origin);
    },
    unlink() {
      queue = [];
      a.doc.off('update', toB);
      b.doc.off('update', toA);
    },
  };
}
