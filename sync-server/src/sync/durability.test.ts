import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import type { WebSocket } from 'ws';
import { COMPANY_PROFILE_ROW, cellKey, fixedClock, yMapNameFor } from '@keel/core/domain';
import { defaultSyncLimits } from '../config';
import type { DocumentStore, StoredDocument } from '../storage/storage';
import { DocManager } from './docManager';
import { createPluginRegistry } from './pluginRegistry';
import { MESSAGE_SYNC } from './protocol';

/** A document store in memory whose appends wait until the test lets them through. */
function heldStore() {
  const stored = new Map<string, StoredDocument>();
  const waiting: {
    docId: string;
    update: Uint8Array;
    done: () => void;
    failed: (e: Error) => void;
  }[] = [];
  const snapshots: { docId: string; state: Uint8Array }[] = [];
  let failAppends = false;
  const store: DocumentStore = {
    load: async (docId) => stored.get(docId) ?? null,
    append: (docId, update) =>
      failAppends
        ? Promise.reject(new Error('disk full'))
        : new Promise<void>((done, failed) => waiting.push({ docId, update, done, failed })),
    snapshot: async (docId, state, schemaVersions) => {
      snapshots.push({ docId, state });
      stored.set(docId, { snapshot: state, updates: [], schemaVersions });
    },
    release: async () => {},
    summary: async () => null,
  };
  return {
    store,
    snapshots,
    waiting,
    /** Lets every append made so far be durable. */
    release() {
      for (const entry of waiting.splice(0)) {
        const doc = stored.get(entry.docId);
        doc?.updates.push(entry.update);
        entry.done();
      }
    },
    failAppends(fail: boolean) {
      failAppends = fail;
    },
  };
}

/** A socket that keeps what the server sends it and can be made to send a message. */
function fakeSocket(): WebSocket & { sent: Uint8Array[]; receive(data: Uint8Array): void } {
  const events = new EventEmitter();
  const sent: Uint8Array[] = [];
  return Object.assign(events, {
    OPEN: 1,
    readyState: 1,
    sent,
    send: (message: Uint8Array) => sent.push(message),
    close: () => {},
    receive: (data: Uint8Array) => events.emit('message', Buffer.from(data)),
  }) as never;
}

const PROFILE = yMapNameFor('core', 'company');
const NAME = cellKey(COMPANY_PROFILE_ROW, 'name');

/** A y-websocket update message holding a rename of the company made in a client's document. */
function renameMessage(name: string): Uint8Array {
  const client = new Y.Doc();
  let update: Uint8Array = new Uint8Array();
  client.on('update', (u: Uint8Array) => (update = u));
  client.getMap(PROFILE).set(NAME, name);
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** Whether a socket was sent a document update naming the company `name`. */
const heard = (ws: { sent: Uint8Array[] }, name: string) =>
  ws.sent.some((message) => Buffer.from(message).toString('latin1').includes(name));

let docs: DocManager | null = null;
afterEach(async () => {
  await docs?.close();
  docs = null;
});

const managerOn = (store: DocumentStore, compactBytes = 4 * 1024 * 1024, idleMs = 60_000) =>
  (docs = new DocManager(
    store,
    createPluginRegistry([]),
    () => {},
    idleMs,
    fixedClock('2026-11-25T12:00:00Z'),
    defaultSyncLimits,
    compactBytes,
  ));

const connection = (userId: string) => ({
  userId,
  author: userId,
  readOnly: false,
  writable: new Set([PROFILE]),
  awarenessIds: new Set<number>(),
});

describe('durability before anything is relayed or answered', () => {
  it('relays a sync update to the other connections only once it is durable', async () => {
    const held = heldStore();
    const manager = managerOn(held.store);
    const shared = await manager.get('c1');
    const [writer, reader] = [fakeSocket(), fakeSocket()];
    manager.attach(shared, writer, connection('w'), []);
    manager.attach(shared, reader, connection('r'), []);
    writer.receive(renameMessage('Durable Co'));
    expect(shared.doc.getMap(PROFILE).get(NAME)).toBe('Durable Co');
    expect(held.waiting).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard(reader, 'Durable Co')).toBe(false);
    held.release();
    await manager.commit('c1');
    expect(heard(reader, 'Durable Co')).toBe(true);
    expect(heard(writer, 'Durable Co')).toBe(false);
  });

  it("answers a REST write's commit only once its updates are durable", async () => {
    const held = heldStore();
    const manager = managerOn(held.store);
    const store = await manager.store('c1', 'core');
    store.setCell('company', COMPANY_PROFILE_ROW, 'name', 'Answered Co');
    let committed = false;
    const commit = manager.commit('c1').then(() => (committed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(committed).toBe(false);
    held.release();
    await commit;
    expect(committed).toBe(true);
  });

  it('sends a new client the document only once what it holds is durable', async () => {
    const held = heldStore();
    const manager = managerOn(held.store);
    const store = await manager.store('c1', 'core');
    store.setCell('company', COMPANY_PROFILE_ROW, 'name', 'Pending Co');
    const shared = await manager.get('c1');
    const late = fakeSocket();
    manager.attach(shared, late, connection('late'), []);
    const step1 = encoding.createEncoder();
    encoding.writeVarUint(step1, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(step1, new Y.Doc());
    late.receive(encoding.toUint8Array(step1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard(late, 'Pending Co')).toBe(false);
    held.release();
    await manager.commit('c1');
    expect(heard(late, 'Pending Co')).toBe(true);
  });

  it('makes updates durable with a snapshot of the whole document when an append fails', async () => {
    const held = heldStore();
    const manager = managerOn(held.store);
    const store = await manager.store('c1', 'core');
    held.failAppends(true);
    store.setCell('company', COMPANY_PROFILE_ROW, 'name', 'Rescued Co');
    await manager.commit('c1');
    const last = held.snapshots.at(-1);
    const saved = new Y.Doc();
    Y.applyUpdate(saved, last?.state ?? new Uint8Array());
    expect(saved.getMap(PROFILE).get(NAME)).toBe('Rescued Co');
  });
});

describe('compaction', () => {
  it('writes a snapshot once the log passes the snapshot and the threshold, and counts from zero', async () => {
    const held = heldStore();
    const manager = managerOn(held.store, 200);
    const store = await manager.store('c1', 'core');
    const before = held.snapshots.length;
    for (let i = 0; i < 20; i += 1) {
      store.setCell('company', COMPANY_PROFILE_ROW, 'name', `Name number ${i}`);
      held.release();
      await manager.commit('c1');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    const written = held.snapshots.slice(before);
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThan(10);
    const shared = await manager.get('c1');
    expect(shared.logBytes).toBeLessThanOrEqual(200);
  });

  it('writes a snapshot when an idle document leaves memory, so the next load replays nothing', async () => {
    const held = heldStore();
    const manager = managerOn(held.store, 4 * 1024 * 1024, 1);
    const store = await manager.store('c1', 'core');
    store.setCell('company', COMPANY_PROFILE_ROW, 'name', 'Evicted Co');
    held.release();
    await manager.commit('c1');
    const deadline = Date.now() + 5000;
    while (manager.isLoaded('c1') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(manager.isLoaded('c1')).toBe(false);
    const stored = await held.store.load('c1');
    expect(stored?.updates).toEqual([]);
    const saved = new Y.Doc();
    Y.applyUpdate(saved, stored?.snapshot ?? new Uint8Array());
    expect(saved.getMap(PROFILE).get(NAME)).toBe('Evicted Co');
  });
});
