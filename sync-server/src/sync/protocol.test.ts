import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import type { WebSocket } from 'ws';
import { MESSAGE_SYNC, handleMessage as handleWith } from './protocol';
import { applyClientUpdate } from './clientUpdate';
import { FULL_STATE_KEEP_MS, newSharedDoc, type SharedDoc } from './sharedDoc';

const sharedDocWith = (doc: Y.Doc) =>
  newSharedDoc({ docId: 'c1', companyId: 'c1', scope: 'company' }, doc);

/** Handles a message the way an attached connection does. */
const handleMessage = (shared: SharedDoc, ws: WebSocket, readOnly: boolean, data: Uint8Array) =>
  handleWith(shared, ws, { readOnly, awarenessIds: new Set() }, data, {
    applyUpdate: (update) => void applyClientUpdate(shared, ws, update, new Set(['m'])),
  });

/** A socket that keeps what the server sends. */
function socket(): WebSocket & { sent: Uint8Array[] } {
  const sent: Uint8Array[] = [];
  return { OPEN: 1, readyState: 1, sent, send: (m: Uint8Array) => sent.push(m) } as never;
}

/** A client's sync step 1 for the document it holds. */
function step1(client: Y.Doc): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(encoder, client);
  return encoding.toUint8Array(encoder);
}

/** Applies the server's step 2 answer to a client document. */
function applyAnswer(client: Y.Doc, message: Uint8Array): void {
  const decoder = decoding.createDecoder(message);
  expect(decoding.readVarUint(decoder)).toBe(MESSAGE_SYNC);
  expect(decoding.readVarUint(decoder)).toBe(syncProtocol.messageYjsSyncStep2);
  Y.applyUpdate(client, decoding.readVarUint8Array(decoder));
}

describe('sync step 1', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers an empty client with the whole document, encoded once until it changes', () => {
    const doc = new Y.Doc();
    doc.getMap('bookkeeping/transactions').set('t1\u001frecord', '{"amount":1}');
    const shared = sharedDocWith(doc);
    const first = new Y.Doc();
    const ws = socket();
    handleMessage(shared, ws, false, step1(first));
    applyAnswer(first, ws.sent[0]!);
    expect(first.getMap('bookkeeping/transactions').toJSON()).toEqual({
      't1\u001frecord': '{"amount":1}',
    });
    const cached = shared.fullState;
    expect(cached).toEqual(Y.encodeStateAsUpdate(doc));

    handleMessage(shared, ws, true, step1(new Y.Doc()));
    expect(shared.fullState).toBe(cached);

    doc.getMap('bookkeeping/transactions').set('t2\u001frecord', '{"amount":2}');
    expect(shared.fullState).toBeNull();
    const second = new Y.Doc();
    handleMessage(shared, ws, false, step1(second));
    applyAnswer(second, ws.sent[2]!);
    expect(second.getMap('bookkeeping/transactions').size).toBe(2);
  });

  it('lets go of the cached whole document once no client has asked for it for a while', () => {
    vi.useFakeTimers();
    const doc = new Y.Doc();
    doc.getMap('bookkeeping/transactions').set('t1\u001frecord', '{"amount":1}');
    const shared = sharedDocWith(doc);
    const ws = socket();
    handleMessage(shared, ws, false, step1(new Y.Doc()));
    const cached = shared.fullState;
    expect(cached).not.toBeNull();
    // Each use keeps it another FULL_STATE_KEEP_MS.
    vi.advanceTimersByTime(FULL_STATE_KEEP_MS - 1);
    handleMessage(shared, ws, false, step1(new Y.Doc()));
    vi.advanceTimersByTime(FULL_STATE_KEEP_MS - 1);
    expect(shared.fullState).toBe(cached);
    vi.advanceTimersByTime(1);
    expect(shared.fullState).toBeNull();
    // Asked for again, it is encoded again, whole.
    const client = new Y.Doc();
    handleMessage(shared, ws, false, step1(client));
    applyAnswer(client, ws.sent[2]!);
    expect(client.getMap('bookkeeping/transactions').size).toBe(1);
  });

  it('answers a client that has part of the document with only what it lacks', () => {
    const doc = new Y.Doc();
    const shared = sharedDocWith(doc);
    doc.getMap('m').set('a', 1);
    const client = new Y.Doc();
    Y.applyUpdate(client, Y.encodeStateAsUpdate(doc));
    doc.getMap('m').set('b', 2);
    const ws = socket();
    handleMessage(shared, ws, false, step1(client));
    applyAnswer(client, ws.sent[0]!);
    expect(client.getMap('m').toJSON()).toEqual({ a: 1, b: 2 });
    expect(shared.fullState).toBeNull();
  });

  it('drops a read-only connection’s updates', () => {
    const doc = new Y.Doc();
    const shared = sharedDocWith(doc);
    const other = new Y.Doc();
    other.getMap('m').set('x', 1);
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, Y.encodeStateAsUpdate(other));
    handleMessage(shared, socket(), true, encoding.toUint8Array(encoder));
    expect(doc.getMap('m').size).toBe(0);
    handleMessage(shared, socket(), false, encoding.toUint8Array(encoder));
    expect(doc.getMap('m').get('x')).toBe(1);
  });
});

describe('unexpected messages', () => {
  const refusalOf = (data: Uint8Array, shared = sharedDocWith(new Y.Doc())) => {
    try {
      handleMessage(shared, socket(), false, data);
    } catch (error) {
      return error;
    }
    return null;
  };

  it('refuses unknown message and sync types and bytes after a message with 4400', () => {
    expect(refusalOf(new Uint8Array([7]))).toMatchObject({
      code: 4400,
      reason: 'Unexpected message',
    });
    expect(refusalOf(new Uint8Array([0, 9, 0]))).toMatchObject({ code: 4400 });
    const withTail = new Uint8Array([...step1(new Y.Doc()), 0]);
    expect(refusalOf(withTail)).toMatchObject({ code: 4400 });
    expect(refusalOf(step1(new Y.Doc()))).toBeNull();
  });

  it('throws on a cut-off message before touching the document', () => {
    const shared = sharedDocWith(new Y.Doc());
    expect(refusalOf(new Uint8Array([0, 2, 10, 1]), shared)).toBeInstanceOf(Error);
    expect(shared.doc.store.clients.size).toBe(0);
  });

  it('refuses a presence update over 64 KiB with 4413', () => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, 1);
    encoding.writeVarUint8Array(encoder, new Uint8Array(64 * 1024 + 1));
    expect(refusalOf(encoding.toUint8Array(encoder))).toMatchObject({
      code: 4413,
      reason: 'Presence update too large',
    });
  });
});
