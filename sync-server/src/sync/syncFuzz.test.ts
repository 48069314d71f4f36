// Fuzzes /sync with thousands of random, mutated, truncated and protocol-breaking frames against a
// server in its own process, then checks that the process, its documents and a well-behaved
// client are all fine. Issue 10, item 1: no client input may end the server.
import { connect as tcpConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedDocument } from '../testing/storedDocument';
import fc from 'fast-check';
import WebSocket from 'ws';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import * as awarenessProtocol from 'y-protocols/awareness';
import type { WebsocketProvider } from 'y-websocket';
import { cellKey, yMapNameFor } from '@keel/core/domain';
import { startKeelProcess, type KeelProcess } from '../testing/keelProcess';
import { addMember, signUpUser, type TestUser } from '../testing/testServer';
import { connect, eventually, synced } from '../testing/syncClient';

let server: KeelProcess;
let owner: TestUser;
let viewer: TestUser;
/** A well-behaved client that stays connected to the company document through the whole fuzz. */
let bystander: WebsocketProvider;
let bystanderClosed = false;
let framesSent = 0;

beforeAll(async () => {
  server = await startKeelProcess();
  owner = await signUpUser(server.url, 'Olive');
  viewer = await signUpUser(server.url, 'Vic');
  await addMember(server, owner, viewer, 'viewer');
  bystander = connect(server.wsUrl, owner.companyId, owner.client.cookie);
  await synced(bystander);
  bystander.on('connection-close', () => (bystanderClosed = true));
});
afterAll(async () => {
  bystander?.destroy();
  await server?.close();
});

// --- What a real client sends, to mutate ------------------------------------------------------

function updateOf(edit: (doc: Y.Doc) => void, base?: Y.Doc): Uint8Array {
  const doc = new Y.Doc();
  if (base) Y.applyUpdate(doc, Y.encodeStateAsUpdate(base));
  const before = Y.encodeStateVector(doc);
  edit(doc);
  return Y.encodeStateAsUpdate(doc, before);
}
const tasks = (doc: Y.Doc) => doc.getMap(yMapNameFor('dashboard', 'tasks'));
const seeded = new Y.Doc();
tasks(seeded).set(cellKey('t1', 'title'), 'File taxes');
const updates = [
  Y.encodeStateAsUpdate(seeded),
  updateOf((doc) => tasks(doc).set(cellKey('t1', 'title'), 'Renamed'), seeded),
  updateOf((doc) => tasks(doc).delete(cellKey('t1', 'title')), seeded),
  updateOf((doc) => doc.getMap(yMapNameFor('core', 'company')).set('profile\u001fname', 'Evil')),
  updateOf((doc) => doc.getMap(yMapNameFor('payroll', 'runs')).set('r\u001fstatus', 'approved')),
  updateOf((doc) => doc.getMap('not-a-table').set('k', 1)),
  updateOf((doc) => doc.getArray('list').insert(0, ['a', 'b'])),
  updateOf((doc) => doc.getText('text').insert(0, 'hello')),
  updateOf((doc) => tasks(doc).set('nested', new Y.Map())),
];
const awarenessUpdate = (() => {
  const awareness = new awarenessProtocol.Awareness(new Y.Doc());
  awareness.setLocalState({ user: { name: 'Olive' } });
  return awarenessProtocol.encodeAwarenessUpdate(awareness, [awareness.clientID]);
})();

function message(write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
}
const syncMessage = (syncType: number, payload: Uint8Array) =>
  message((e) => {
    encoding.writeVarUint(e, 0);
    encoding.writeVarUint(e, syncType);
    encoding.writeVarUint8Array(e, payload);
  });
const awarenessMessage = (payload: Uint8Array) =>
  message((e) => {
    encoding.writeVarUint(e, 1);
    encoding.writeVarUint8Array(e, payload);
  });
const wellFormed = [
  syncMessage(syncProtocol.messageYjsSyncStep1, Y.encodeStateVector(seeded)),
  syncMessage(syncProtocol.messageYjsSyncStep1, Y.encodeStateVector(new Y.Doc())),
  ...updates.map((u) => syncMessage(syncProtocol.messageYjsUpdate, u)),
  ...updates.map((u) => syncMessage(syncProtocol.messageYjsSyncStep2, u)),
  awarenessMessage(awarenessUpdate),
];

// Found by hand before the fix: each of these ended the server, or left a document no client
// could open again and whose next save ended the server.
const knownBreakers = [
  // An update whose one struct has length 0 (every later encoding of the document throws).
  syncMessage(2, new Uint8Array([1, 1, 248, 144, 15, 0, 0, 0])),
  syncMessage(1, new Uint8Array([1, 1, 0, 0, 0, 0, 0, 0, 0, 3, 87, 2, 2])),
  // Cut off in the delete set, after its structs were applied.
  syncMessage(2, new Uint8Array([2, 0, 2, 45, 1, 83, 0, 0, 0])),
  syncMessage(2, new Uint8Array([1, 1, 233, 1, 0, 0, 0, 2, 213, 1, 2, 3])),
];

// --- Arbitraries --------------------------------------------------------------------------------

type Edit = { kind: 'flip' | 'cut' | 'insert' | 'drop'; at: number; byte: number };
const edit: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('flip', 'cut', 'insert', 'drop'),
  at: fc.nat(),
  byte: fc.integer({ min: 0, max: 255 }),
});
function mutated(bytes: Uint8Array, edits: Edit[]): Uint8Array {
  let out = [...bytes];
  for (const { kind, at, byte } of edits) {
    const i = out.length === 0 ? 0 : at % out.length;
    if (kind === 'flip') out[i] = byte;
    else if (kind === 'cut') out = out.slice(0, i);
    else if (kind === 'insert') out.splice(i, 0, byte);
    else out.splice(i, 1);
  }
  return new Uint8Array(out);
}
const mutatedFrom = (pool: Uint8Array[]) =>
  fc
    .tuple(fc.constantFrom(...pool), fc.array(edit, { minLength: 1, maxLength: 4 }))
    .map(([bytes, edits]) => mutated(bytes, edits));
const payload = fc.oneof(
  fc.uint8Array({ maxLength: 24 }),
  fc.constantFrom(...updates),
  mutatedFrom(updates),
  mutatedFrom([awarenessUpdate]),
);
const frame: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 32 }),
  mutatedFrom(wellFormed),
  fc.constantFrom(...wellFormed, ...knownBreakers),
  fc
    .tuple(fc.constantFrom(0, 1, 2, 3, 127, 128), fc.nat({ max: 4 }), payload)
    .map(([type, syncType, body]) =>
      message((e) => {
        encoding.writeVarUint(e, type);
        if (type === 0) encoding.writeVarUint(e, syncType);
        encoding.writeVarUint8Array(e, body);
      }),
    ),
);
const frames = fc.array(frame, { minLength: 1, maxLength: 5 });

// --- Senders ------------------------------------------------------------------------------------

/** Opens /sync/{docId}, sends the frames, closes, and resolves once the socket is closed. */
function sendFrames(docId: string, cookie: string | null, batch: Uint8Array[]): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${server.wsUrl}/${docId}`, {
      headers: cookie ? { cookie } : {},
    });
    const timer = setTimeout(() => ws.terminate(), 3000);
    ws.on('error', () => {});
    ws.on('open', () => {
      for (const bytes of batch) ws.send(bytes);
      framesSent += batch.length;
      ws.close(1000);
    });
    ws.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Writes raw bytes to the server's TCP port and resolves once the server has closed the socket. */
function sendRaw(bytes: Uint8Array | string): Promise<void> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = tcpConnect(Number(port), hostname, () => {
      socket.end(bytes);
      framesSent += 1;
    });
    const timer = setTimeout(() => socket.destroy(), 3000);
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function upgradeRequest(path: string, cookie: string | null): string {
  return (
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n` +
    (cookie ? `Cookie: ${cookie}\r\n` : '') +
    '\r\n'
  );
}

/** A WebSocket frame header as a client might botch it: any opcode, flags, mask and length. */
const rawFrame = fc
  .tuple(
    fc.integer({ min: 0, max: 255 }),
    fc.constantFrom(0, 1, 125, 126, 127),
    fc.boolean(),
    fc.uint8Array({ maxLength: 24 }),
  )
  .map(([first, length, masked, rest]) =>
    Buffer.concat([Buffer.from([first, (masked ? 0x80 : 0) | length]), Buffer.from(rest)]),
  );

// --- The fuzz -----------------------------------------------------------------------------------

const company = () => owner.companyId;
const payroll = () => `${owner.companyId}:payroll`;

// Thousands of frames take seconds alone and a minute on CI's busy cores: the limit only catches a hang.
describe('malformed sync input', { timeout: 180_000 }, () => {
  it('closes a connection that sends a malformed update with 4400 and a log line', async () => {
    const ws = new WebSocket(`${server.wsUrl}/${company()}`, {
      headers: { cookie: owner.client.cookie },
    });
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('open', () => ws.send(knownBreakers[0]!));
    expect(await closed).toBe(4400);
    await eventually(() =>
      server.logs.some((l) => l.message === 'Sync connection closed: Malformed update'),
    );
  });

  it('survives random and mutated frames before sign-in', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(company(), payroll()), frames, (docId, batch) =>
        sendFrames(docId, null, batch),
      ),
      { numRuns: 300 },
    );
  });

  it('survives them from a signed-in owner on the company and the payroll document', async () => {
    await fc.assert(
      fc.asyncProperty(frames, (batch) => sendFrames(company(), owner.client.cookie, batch)),
      { numRuns: 1500, examples: knownBreakers.map((b) => [[b]]) },
    );
    await fc.assert(
      fc.asyncProperty(frames, (batch) => sendFrames(payroll(), owner.client.cookie, batch)),
      { numRuns: 700, examples: knownBreakers.map((b) => [[b]]) },
    );
  });

  it('survives them from a read-only member', async () => {
    await fc.assert(
      fc.asyncProperty(frames, (batch) => sendFrames(company(), viewer.client.cookie, batch)),
      { numRuns: 300 },
    );
  });

  it('survives frames that break the WebSocket protocol, signed in or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(company(), payroll()),
        fc.boolean(),
        fc.array(rawFrame, { minLength: 1, maxLength: 3 }),
        (docId, signedIn, headers) =>
          sendRaw(
            Buffer.concat([
              Buffer.from(upgradeRequest(`/sync/${docId}`, signedIn ? owner.client.cookie : null)),
              ...headers,
            ]),
          ),
      ),
      { numRuns: 300 },
    );
  });

  it('survives malformed HTTP and upgrade requests', async () => {
    const broken = [
      upgradeRequest('//evil:99999/sync/x', null),
      upgradeRequest('/sync/%E0%A4%A', owner.client.cookie),
      upgradeRequest(`/sync/${company()}`, 'keel_session=%E0%A4%A'),
      'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
      'GARBAGE\r\n\r\n',
    ];
    for (const request of broken) await sendRaw(request);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), fc.boolean(), (text, asUpgrade) =>
        sendRaw(asUpgrade ? upgradeRequest(`/sync/${text}`, null) : text),
      ),
      { numRuns: 100 },
    );
  });

  it('is still up afterwards: health, documents and a well-behaved client', async () => {
    expect(framesSent).toBeGreaterThan(6000);
    expect(server.alive(), (await Promise.race([server.exited, null]))?.stderr).toBe(true);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(server.logs.filter((l) => l.level === 'error')).toEqual([]);
    expect(server.logs.some((l) => l.message.startsWith('Sync connection closed'))).toBe(true);

    // The client that stayed connected was never dropped, and still syncs with a new one.
    expect(bystanderClosed).toBe(false);
    const other = connect(server.wsUrl, company(), owner.client.cookie);
    await synced(other);
    tasks(other.doc).set(cellKey('after-fuzz', 'title'), 'Still here');
    await eventually(
      () => tasks(bystander.doc).get(cellKey('after-fuzz', 'title')) === 'Still here',
    );
    other.destroy();

    // Both documents can still be opened from scratch (the server encodes them whole) ...
    for (const docId of [company(), payroll()]) {
      const fresh = connect(server.wsUrl, docId, owner.client.cookie);
      await synced(fresh);
      fresh.destroy();
    }
    // ... and what is saved of the company document decodes and encodes again.
    const saved = await storedDocument(server.dataDir, company());
    expect(saved).not.toBeNull();
    expect(() => Y.encodeStateAsUpdate(saved!.doc)).not.toThrow();
  });
});
