import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { WebSocket } from 'ws';
import { applyClientUpdate } from './clientUpdate';
import { newSharedDoc } from './sharedDoc';
import { SyncRefusal } from './syncRefusal';

const socket = (name: string) => ({ name }) as unknown as WebSocket;
const tasks = (doc: Y.Doc) => doc.getMap('dashboard/tasks');

describe('applyClientUpdate', () => {
  it('refuses a malformed update with 4400 and leaves the document untouched', () => {
    const shared = newSharedDoc({ docId: 'c1', companyId: 'c1', scope: 'company' }, new Y.Doc());
    const before = Y.encodeStateAsUpdate(shared.doc);
    const refusal = (() => {
      try {
        applyClientUpdate(shared, socket('a'), new Uint8Array([1, 1, 248, 144, 15, 0, 0, 0, 0]));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(SyncRefusal);
    expect(refusal).toMatchObject({ code: 4400, reason: 'Malformed update' });
    expect(Y.encodeStateAsUpdate(shared.doc)).toEqual(before);
  });

  it("never applies one connection's waiting data in another connection's transaction", () => {
    const shared = newSharedDoc({ docId: 'c1', companyId: 'c1', scope: 'company' }, new Y.Doc());
    const [mallory, victim] = [socket('mallory'), socket('victim')];
    // The victim's next change, which the server has not seen yet ...
    const victimDoc = new Y.Doc();
    tasks(victimDoc).set('t1\u001ftitle', 'Pay rent');
    const victimUpdate = Y.encodeStateAsUpdate(victimDoc);
    // ... and an edit built on top of it, sent first: it waits for the victim's struct.
    const malloryDoc = new Y.Doc();
    Y.applyUpdate(malloryDoc, victimUpdate);
    const before = Y.encodeStateVector(malloryDoc);
    tasks(malloryDoc).set('t1\u001ftitle', 'Forged');
    applyClientUpdate(shared, mallory, Y.encodeStateAsUpdate(malloryDoc, before));
    expect(shared.doc.store.pendingStructs).not.toBeNull();
    expect(shared.pendingFrom).toBe(mallory);

    const origins: unknown[] = [];
    shared.doc.on('afterTransaction', (tr: Y.Transaction) => origins.push(tr.origin));
    applyClientUpdate(shared, victim, victimUpdate);
    expect(origins).toEqual([victim]);
    expect(tasks(shared.doc).get('t1\u001ftitle')).toBe('Pay rent');
    expect(shared.doc.store.pendingStructs).toBeNull();
    expect(shared.pendingFrom).toBeNull();
  });

  it('applies waiting data once the same connection sends what it waited for', () => {
    const shared = newSharedDoc({ docId: 'c1', companyId: 'c1', scope: 'company' }, new Y.Doc());
    const client = socket('client');
    const doc = new Y.Doc();
    tasks(doc).set('t1\u001ftitle', 'First');
    const first = Y.encodeStateAsUpdate(doc);
    const before = Y.encodeStateVector(doc);
    tasks(doc).set('t1\u001ftitle', 'Second');
    applyClientUpdate(shared, client, Y.encodeStateAsUpdate(doc, before));
    applyClientUpdate(shared, client, first);
    expect(tasks(shared.doc).get('t1\u001ftitle')).toBe('Second');
    expect(shared.pendingFrom).toBeNull();
  });
});
