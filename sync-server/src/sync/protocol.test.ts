import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import type { WebSocket } from 'ws';
import { MESSAGE_SYNC, handleMessage } from './protocol';
import { newSharedDoc } from './sharedDoc';

const sharedDocWith = (doc: Y.Doc) =>
  newSharedDoc({ docId: 'c1', companyId: 'c1', scope: 'company' }, doc);

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
