import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedDocument } from '../testing/storedDocument';
import WebSocket from 'ws';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import { cellKey, yMapNameFor } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '../testing/testServer';
import { connect, synced } from '../testing/syncClient';

const KB = 1024;
let keel: TestKeel;

beforeAll(async () => {
  keel = await startKeel({
    syncLimits: { messageBytes: 256 * KB, growthBytesPerHour: 600 * KB, documentBytes: 900 * KB },
  });
});
afterAll(() => keel.close());

const tasks = (doc: Y.Doc) => doc.getMap(yMapNameFor('dashboard', 'tasks'));

/** A sync update message setting one task title of about `bytes` bytes that starts with `marker`. */
function bigUpdate(marker: string, bytes: number): Uint8Array {
  const doc = new Y.Doc();
  tasks(doc).set(cellKey(marker, 'title'), marker + 'x'.repeat(bytes - marker.length));
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 0);
  syncProtocol.writeUpdate(encoder, Y.encodeStateAsUpdate(doc));
  return encoding.toUint8Array(encoder);
}

function step1(): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 0);
  syncProtocol.writeSyncStep1(encoder, new Y.Doc());
  return encoding.toUint8Array(encoder);
}

/**
 * Sends messages on one connection, then a sync step 1: resolves 'handled' once its answer comes
 * (the server has handled everything before it), or the close code and reason if closed first.
 */
function send(
  user: TestUser,
  messages: Uint8Array[],
): Promise<'handled' | { code: number; reason: string }> {
  const ws = new WebSocket(`${keel.wsUrl}/${user.companyId}`, {
    headers: { cookie: user.client.cookie },
  });
  return new Promise((resolve, reject) => {
    ws.on('error', () => {});
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    ws.on('open', () => {
      for (const message of messages) ws.send(message);
      ws.send(step1());
    });
    ws.on('message', (data: Buffer) => {
      const decoder = decoding.createDecoder(new Uint8Array(data));
      if (decoding.readVarUint(decoder) !== 0) return;
      if (decoding.readVarUint(decoder) !== syncProtocol.messageYjsSyncStep2) return;
      ws.removeAllListeners('close');
      ws.close();
      resolve('handled');
    });
    setTimeout(() => reject(new Error('no answer within 5 s')), 5000).unref();
  });
}

/** Whether the server's document and its saved file hold a marker. */
async function stored(companyId: string, marker: string) {
  const shared = await keel.server.services.docs.get(companyId);
  await keel.server.services.docs.commit(companyId);
  const files = await storedDocument(keel.dataDir, companyId);
  return {
    inDoc: tasks(shared.doc).has(cellKey(marker, 'title')),
    onDisk: files?.bytes.toString('latin1').includes(marker) ?? false,
  };
}

describe('sync size limits', () => {
  it('refuses a message over the message limit (1009) and keeps nothing of it', async () => {
    const owner = await signUpUser(keel.url);
    const bystander = connect(keel.wsUrl, owner.companyId, owner.client.cookie);
    await synced(bystander);
    expect(await send(owner, [bigUpdate('TOO-BIG-MESSAGE', 300 * KB)])).toMatchObject({
      code: 1009,
    });
    expect(await stored(owner.companyId, 'TOO-BIG-MESSAGE')).toEqual({
      inDoc: false,
      onDisk: false,
    });
    // Only that connection was closed: another client, and a message under the limit, carry on.
    expect(bystander.wsconnected).toBe(true);
    expect(await send(owner, [bigUpdate('UNDER-LIMIT', 200 * KB)])).toBe('handled');
    expect(await stored(owner.companyId, 'UNDER-LIMIT')).toEqual({ inDoc: true, onDisk: true });
    bystander.destroy();
  });

  it('refuses what passes a member’s hourly allowance on a document with 4413', async () => {
    const owner = await signUpUser(keel.url);
    const member = await signUpUser(keel.url);
    await addMember(keel, owner, member, 'bookkeeper');
    const asMember = { ...member, companyId: owner.companyId };
    for (const marker of ['GROWTH-1', 'GROWTH-2'])
      expect(await send(asMember, [bigUpdate(marker, 250 * KB)])).toBe('handled');
    expect(await send(asMember, [bigUpdate('GROWTH-3', 250 * KB)])).toEqual({
      code: 4413,
      reason: 'You synced more than 600 KB into this company within an hour: try again later',
    });
    expect(await stored(owner.companyId, 'GROWTH-2')).toEqual({ inDoc: true, onDisk: true });
    expect(await stored(owner.companyId, 'GROWTH-3')).toEqual({ inDoc: false, onDisk: false });
    // Reconnecting does not refill it; another member has an allowance of their own.
    expect(await send(asMember, [bigUpdate('GROWTH-4', 150 * KB)])).toMatchObject({ code: 4413 });
    expect(await send(owner, [bigUpdate('OWNER-1', 250 * KB)])).toBe('handled');
  });

  it('refuses growth past the document limit with 4413, for every member', async () => {
    const owner = await signUpUser(keel.url);
    const admin = await signUpUser(keel.url);
    await addMember(keel, owner, admin, 'admin');
    const asAdmin = { ...admin, companyId: owner.companyId };
    const first = bigUpdate('DOC-1', 250 * KB);
    expect(await send(owner, [first])).toBe('handled');
    expect(await send(owner, [bigUpdate('DOC-2', 250 * KB)])).toBe('handled');
    expect(await send(asAdmin, [bigUpdate('DOC-3', 250 * KB)])).toBe('handled');
    expect(await send(asAdmin, [bigUpdate('DOC-4', 250 * KB)])).toEqual({
      code: 4413,
      reason: "This company's data has reached the server's limit of 900 KB",
    });
    expect(await stored(owner.companyId, 'DOC-4')).toEqual({ inDoc: false, onDisk: false });
    // Past the limit the company still opens and syncs: a step 2 with nothing new, or content
    // the server already holds, adds nothing.
    expect(await send(owner, [first])).toBe('handled');
    const reader = connect(keel.wsUrl, owner.companyId, admin.client.cookie);
    await synced(reader);
    expect(tasks(reader.doc).has(cellKey('DOC-3', 'title'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reader.wsconnected).toBe(true);
    reader.destroy();
  });
});
