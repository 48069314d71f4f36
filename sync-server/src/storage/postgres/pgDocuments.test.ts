import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  postgresAvailable,
  startTestPostgres,
  type TestPostgres,
} from '../../testing/testPostgres';
import { migrate } from './migrate';
import { pgDocuments, type PgDocuments } from './pgDocuments';

let cluster: TestPostgres;
beforeAll(async () => {
  if (postgresAvailable()) cluster = await startTestPostgres();
});
afterAll(async () => cluster?.close());

/** A document with one note written by `who`, as an update. */
function note(doc: Y.Doc, who: string): Uint8Array {
  let update: Uint8Array | null = null;
  doc.once('update', (made: Uint8Array) => (update = made));
  doc.getMap('notes').set(who, `from ${who}`);
  return update!;
}

const notesOf = (doc: Y.Doc) => Object.fromEntries(doc.getMap('notes').entries());

/**
 * Runs `fn` with two processes' document stores on a new database, each holding document c1 in
 * memory as A stored it first.
 */
async function withTwoProcesses(
  fn: (a: PgDocuments, b: PgDocuments, docA: Y.Doc, docB: Y.Doc, sql: Sql) => Promise<void>,
): Promise<void> {
  const sql = postgres(await cluster.database(), { max: 4, onnotice: () => {} });
  try {
    await migrate(sql);
    const [a, b] = [pgDocuments(sql), pgDocuments(sql)];
    const [docA, docB] = [new Y.Doc(), new Y.Doc()];
    await a.load('c1');
    await a.snapshot('c1', Y.encodeStateAsUpdate(docA), {});
    Y.applyUpdate(docB, (await b.load('c1'))!.snapshot);
    await fn(a, b, docA, docB, sql);
    await a.close();
    await b.close();
  } finally {
    await sql.end();
  }
}

// Two processes' document stores on one database, each with its own copy of the document in
// memory; what one misses of the other's (Redis down), `missed` gives back.
describe.runIf(postgresAvailable())('what a process missed of the others', () => {
  it('is the updates stored since, and the snapshot only when another process replaced it', () =>
    withTwoProcesses(async (a, b, docA, docB) => {
      // B appends; A was not told. A gets the update alone, not the snapshot it holds.
      await b.append('c1', note(docB, 'b1'));
      const first = await a.missed!('c1');
      expect(first).toHaveLength(1);
      first.forEach((update) => Y.applyUpdate(docA, update));
      expect(notesOf(docA)).toEqual({ b1: 'from b1' });

      // B compacts (its rows go into a new snapshot): A gets that snapshot.
      await b.append('c1', note(docB, 'b2'));
      await b.snapshot('c1', Y.encodeStateAsUpdate(docB), {});
      const second = await a.missed!('c1');
      expect(second).toHaveLength(1);
      second.forEach((update) => Y.applyUpdate(docA, update));
      expect(notesOf(docA)).toEqual({ b1: 'from b1', b2: 'from b2' });
    }));

  it('keeps what another process snapshotted when this one, having missed it, snapshots twice', () =>
    withTwoProcesses(async (a, b, docA, docB, sql) => {
      await b.append('c1', note(docB, 'b'));
      await b.snapshot('c1', Y.encodeStateAsUpdate(docB), {});
      // A never heard of B's note: its first snapshot merges B's, and so must its second.
      await a.append('c1', note(docA, 'a1'));
      await a.snapshot('c1', Y.encodeStateAsUpdate(docA), {});
      await a.append('c1', note(docA, 'a2'));
      await a.snapshot('c1', Y.encodeStateAsUpdate(docA), {});

      const fresh = new Y.Doc();
      const stored = (await pgDocuments(sql).load('c1'))!;
      for (const update of [stored.snapshot, ...stored.updates]) Y.applyUpdate(fresh, update);
      expect(notesOf(fresh)).toEqual({ a1: 'from a1', a2: 'from a2', b: 'from b' });

      // Once A took the merged snapshot in, its own state holds everything again.
      (await a.missed!('c1')).forEach((update) => Y.applyUpdate(docA, update));
      expect(notesOf(docA)).toEqual(notesOf(fresh));
    }));
});
