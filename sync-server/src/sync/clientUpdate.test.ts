import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { WebSocket } from 'ws';
import { applyClientUpdate, revertedIn } from './clientUpdate';
import { newSharedDoc } from './sharedDoc';
import { SyncRefusal } from './syncRefusal';

const socket = (name: string) => ({ name }) as unknown as WebSocket;
const tasks = (doc: Y.Doc) => doc.getMap('dashboard/tasks');
const tasksOnly = new Set(['dashboard/tasks']);

describe('applyClientUpdate', () => {
  it('refuses a malformed update with 4400 and leaves the document untouched', () => {
    const shared = newSharedDoc({ docId: 'c1', companyId: 'c1', scope: 'company' }, new Y.Doc());
    const before = Y.encodeStateAsUpdate(shared.doc);
    const refusal = (() => {
      try {
        applyClientUpdate(
          shared,
          socket('a'),
          new Uint8Array([1, 1, 248, 144, 15, 0, 0, 0, 0]),
          tasksOnly,
        );
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
    applyClientUpdate(shared, mallory, Y.encodeStateAsUpdate(malloryDoc, before), tasksOnly);
    expect(shared.doc.store.pendingStructs).not.toBeNull();
    expect(shared.pendingFrom).toBe(mallory);

    const origins: unknown[] = [];
    shared.doc.on('afterTransaction', (tr: Y.Transaction) => origins.push(tr.origin));
    applyClientUpdate(shared, victim, victimUpdate, tasksOnly);
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
    applyClientUpdate(shared, client, Y.encodeStateAsUpdate(doc, before), tasksOnly);
    applyClientUpdate(shared, client, first, tasksOnly);
    expect(tasks(shared.doc).get('t1\u001ftitle')).toBe('Second');
    expect(shared.pendingFrom).toBeNull();
  });
});

describe('applyClientUpdate: write rules', () => {
  const company = (doc: Y.Doc) => doc.getMap('core/company');
  /** A server document with a company profile and a task, and a client holding the same. */
  function setUp() {
    const server = new Y.Doc();
    company(server).set('profile\u001fname', 'Acme LLC');
    company(server).set('profile\u001fbusinessType', 'llc');
    tasks(server).set('t1\u001ftitle', 'File taxes');
    const shared = newSharedDoc({ docId: 'c1', companyId: 'c1', scope: 'company' }, server);
    const client = new Y.Doc();
    Y.applyUpdate(client, Y.encodeStateAsUpdate(server));
    const sent: Uint8Array[] = [];
    server.on('update', (update: Uint8Array) => sent.push(update));
    return { shared, server, client, sent };
  }
  const changeOf = (client: Y.Doc, edit: () => void) => {
    const before = Y.encodeStateVector(client);
    edit();
    return Y.encodeStateAsUpdate(client, before);
  };
  const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

  it('reverts changes to maps the role may not write, keeps the rest, and stores none of it', () => {
    const { shared, server, client, sent } = setUp();
    const update = changeOf(client, () =>
      client.transact(() => {
        company(client).set('profile\u001fname', 'Forged Name Inc');
        company(client).delete('profile\u001fbusinessType');
        company(client).set('evil\u001fcell', 'Injected Row Value');
        tasks(client).set('t2\u001ftitle', 'Allowed task');
      }),
    );
    expect(applyClientUpdate(shared, socket('bo'), update, tasksOnly)).toEqual(['core/company']);

    expect(company(server).toJSON()).toEqual({
      'profile\u001fname': 'Acme LLC',
      'profile\u001fbusinessType': 'llc',
    });
    expect(tasks(server).get('t2\u001ftitle')).toBe('Allowed task');
    // Neither the relayed update nor the document's state holds the refused values.
    expect(sent).toHaveLength(1);
    for (const bytes of [sent[0]!, Y.encodeStateAsUpdate(server)]) {
      expect(text(bytes)).not.toContain('Forged Name Inc');
      expect(text(bytes)).not.toContain('Injected Row Value');
      expect(text(bytes)).toContain('Allowed task');
    }
    // The sender converges on the server's state once it gets that update.
    Y.applyUpdate(client, sent[0]!);
    expect(company(client).toJSON()).toEqual(company(server).toJSON());
    expect(tasks(client).toJSON()).toEqual(tasks(server).toJSON());
  });

  it('reverts top-level types that are no table, and marks the transaction for the sender', () => {
    const { shared, server, client } = setUp();
    const transactions: Y.Transaction[] = [];
    server.on('afterTransaction', (tr: Y.Transaction) => transactions.push(tr));
    const update = changeOf(client, () => client.getMap('not-a-table').set('k', 'junk'));
    expect(applyClientUpdate(shared, socket('bo'), update, tasksOnly)).toEqual(['not-a-table']);
    expect(server.getMap('not-a-table').size).toBe(0);
    expect(transactions.map(revertedIn)).toEqual([true]);
  });

  it('takes the fast path for an allowed change: nothing reverted, not sent back', () => {
    const { shared, server, client } = setUp();
    const transactions: Y.Transaction[] = [];
    server.on('afterTransaction', (tr: Y.Transaction) => transactions.push(tr));
    const update = changeOf(client, () => tasks(client).set('t1\u001ftitle', 'Filed'));
    expect(applyClientUpdate(shared, socket('bo'), update, tasksOnly)).toEqual([]);
    expect(tasks(server).get('t1\u001ftitle')).toBe('Filed');
    expect(transactions.map(revertedIn)).toEqual([false]);
  });
});

describe('applyClientUpdate: a document loaded from storage', () => {
  it('sets old values back in any top-level map it holds, a table no plugin binds included', () => {
    const origin = new Y.Doc();
    origin.getMap('retired/notes').set('n1\u001ftext', 'Kept note');
    const loaded = new Y.Doc({ gc: true });
    Y.applyUpdate(loaded, Y.encodeStateAsUpdate(origin));
    const shared = newSharedDoc({ docId: 'c1', companyId: 'c1', scope: 'company' }, loaded);
    const client = new Y.Doc();
    Y.applyUpdate(client, Y.encodeStateAsUpdate(origin));
    const before = Y.encodeStateVector(client);
    client.getMap('retired/notes').set('n1\u001ftext', 'Overwritten');
    applyClientUpdate(shared, socket('bo'), Y.encodeStateAsUpdate(client, before), tasksOnly);
    expect(loaded.getMap('retired/notes').toJSON()).toEqual({ 'n1\u001ftext': 'Kept note' });
  });
});
