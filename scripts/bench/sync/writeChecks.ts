// What the sync server's checks on a client's update cost (docs/sync.md, "Write rules"): the
// update check and the role rules against plain Y.applyUpdate, on a document of 50,000 books
// lines. Usage: npx tsx scripts/bench/sync/writeChecks.ts
import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import { applyClientUpdate } from '../../../sync-server/src/sync/clientUpdate';
import { checkUpdate } from '../../../sync-server/src/sync/updateCheck';
import { newSharedDoc } from '../../../sync-server/src/sync/sharedDoc';

const LINES = 50_000;
const EDITS = 2_000;
const record = (i: number) =>
  JSON.stringify({
    id: `t${i}`,
    date: '2026-01-02',
    description: `SQUARE INC DEPOSIT 260102 SQ${i} OAKLAND CA`,
    amount: 12345,
    accountId: 'checking',
    category: 'income',
    createdAt: '2026-01-02T00:00:00Z',
    createdBy: 'Ada Tester <ada@example.com>',
  });
const entry = (i: number) =>
  JSON.stringify({
    date: '2026-01-02',
    memo: `SQUARE ${i}`,
    lines: [
      { accountId: 'sales', debit: 0, credit: 12345 },
      { accountId: 'checking', debit: 12345, credit: 0 },
    ],
  });
const TRANSACTIONS = 'bookkeeping/transactions';
const ENTRIES = 'bookkeeping/entries';

function books(): Y.Doc {
  const doc = new Y.Doc();
  for (let i = 0; i < LINES; i++)
    doc.transact(() => {
      doc.getMap(TRANSACTIONS).set(`t${i}\u001frecord`, record(i));
      doc.getMap(ENTRIES).set(`t${i}\u001frecord`, entry(i));
    });
  return doc;
}
/** A server-side document: gc on, its tables' maps, an 'update' listener (the server relays). */
function serverDoc(state?: Uint8Array): Y.Doc {
  const doc = new Y.Doc({ gc: true });
  if (state) Y.applyUpdate(doc, state);
  doc.getMap(TRANSACTIONS);
  doc.getMap(ENTRIES);
  doc.on('update', () => {});
  return doc;
}
const shared = (doc: Y.Doc) => newSharedDoc({ docId: 'c', companyId: 'c', scope: 'company' }, doc);
const ms = (run: () => void) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};
const socket = {} as WebSocket;
const writable = new Set([TRANSACTIONS, ENTRIES]);

const whole = Y.encodeStateAsUpdate(books());
console.log(`A first sync of the whole document (${(whole.length / 1e6).toFixed(1)} MB):`);
for (let run = 1; run <= 3; run++) {
  const plain = ms(() => Y.applyUpdate(serverDoc(), whole));
  const check = ms(() => checkUpdate(whole));
  const checked = ms(() => applyClientUpdate(shared(serverDoc()), socket, whole, writable));
  console.log(
    `  run ${run}: Y.applyUpdate ${plain.toFixed(0)} ms, checkUpdate ${check.toFixed(0)} ms, applyClientUpdate ${checked.toFixed(0)} ms`,
  );
}

const client = new Y.Doc();
Y.applyUpdate(client, whole);
const edits: Uint8Array[] = [];
client.on('update', (update: Uint8Array) => edits.push(update));
for (let i = 0; i < EDITS; i++)
  client.getMap(TRANSACTIONS).set(`t${i}\u001frecord`, `${record(i)} `);
const plainDoc = serverDoc(whole);
const checkedDoc = shared(serverDoc(whole));
const plain = ms(() => edits.forEach((update) => Y.applyUpdate(plainDoc, update, socket)));
const checked = ms(() =>
  edits.forEach((update) => applyClientUpdate(checkedDoc, socket, update, writable)),
);
console.log(
  `${EDITS} one-cell edits: Y.applyUpdate ${((plain * 1000) / EDITS).toFixed(0)} µs each, applyClientUpdate ${((checked * 1000) / EDITS).toFixed(0)} µs each`,
);

const forger = new Y.Doc();
Y.applyUpdate(forger, whole);
const before = Y.encodeStateVector(forger);
forger.transact(() => {
  for (let i = 0; i < 1000; i++) forger.getMap(ENTRIES).set(`t${i}\u001frecord`, 'forged');
});
const forged = Y.encodeStateAsUpdate(forger, before);
const target = shared(serverDoc(whole));
const revert = ms(() => applyClientUpdate(target, socket, forged, new Set([TRANSACTIONS])));
const restored = target.doc.getMap(ENTRIES).get('t5\u001frecord') === entry(5);
console.log(
  `1,000 cells of a table the role may not write, reverted: ${revert.toFixed(0)} ms (restored: ${restored})`,
);
// Modules of the server keep timers of their own; the numbers are out.
process.exit(0);
