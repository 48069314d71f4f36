import { randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';
import * as Y from 'yjs';
import { DamagedSnapshotError } from '../documentFiles';
import type { DocumentStore, StoredDocument } from '../storage';

/** One update waiting for its batch. */
interface Waiting {
  update: Uint8Array;
  n: number;
  done: () => void;
  failed: (error: unknown) => void;
}

/** What this storage knows of a document it loaded. */
interface OpenDocument {
  /** The snapshot version its document holds: the one it loaded or last wrote. */
  version: number;
  /**
   * Its last snapshot merged one another process wrote, which the loaded document may lack (a
   * Redis outage): later snapshots merge too, until `missed` hands that snapshot over.
   */
  merged: boolean;
  /** The update rows it read at load (any writer's): all in its document, so its snapshot covers them. */
  loadedSeqs: string[];
  /** The appends waiting for the next batch, and the batch being written. */
  waiting: Waiting[];
  flushing: Promise<void> | null;
  /** Its appends' writes, in turn, for a snapshot to wait for those made before it. */
  lastWrite: Promise<void>;
}

/** Any fixed number: with the doc id, the lock a snapshot holds for its transaction. */
const SNAPSHOT_LOCK = 4_203_613;

/** The document store of PostgreSQL, plus `close`. */
export type PgDocuments = DocumentStore & { close(): Promise<void> };

/**
 * Company documents in PostgreSQL: a snapshot row (`doc_snapshots`) and update rows
 * (`doc_updates`). Appends to a document go in batches: what is appended while one INSERT is
 * committing waits and goes in the next, as one multi-row INSERT, so many writers cost about one
 * commit each round. Every update row names its writer (this storage, a random id) and its count
 * `n`, so a snapshot removes exactly the rows its state holds: its own made before it, and the
 * ones it read at load. When several processes share the database, a snapshot written by another
 * since this one loaded (the version moved) is merged with this one's state rather than replaced,
 * and other writers' rows stay until their own snapshots cover them.
 */
export function pgDocuments(sql: Sql): PgDocuments {
  const writer = randomUUID();
  const open = new Map<string, OpenDocument>();
  /** This storage's appends so far, to any document: each row's `n`. */
  let appended = 0;

  const flush = async (docId: string, doc: OpenDocument) => {
    while (doc.waiting.length > 0) {
      const batch = doc.waiting;
      doc.waiting = [];
      const rows = batch.map(({ update, n }) => ({
        doc_id: docId,
        writer,
        n,
        update: Buffer.from(update.buffer, update.byteOffset, update.byteLength),
      }));
      try {
        await sql`INSERT INTO doc_updates ${sql(rows, 'doc_id', 'writer', 'n', 'update')}`;
        batch.forEach((entry) => entry.done());
      } catch (error) {
        batch.forEach((entry) => entry.failed(error));
      }
    }
    doc.flushing = null;
  };

  return {
    async missed(docId) {
      const doc = open.get(docId);
      if (!doc) return [];
      return sql.begin('isolation level repeatable read', async (tx) => {
        const [head] = await tx<{ version: string }[]>`
          SELECT version FROM doc_snapshots WHERE doc_id = ${docId}`;
        const version = head ? Number(head.version) : 0;
        const replaced = head !== undefined && (version !== doc.version || doc.merged);
        const [snapshot] = replaced
          ? await tx<{ state: Buffer }[]>`SELECT state FROM doc_snapshots WHERE doc_id = ${docId}`
          : [];
        const rows = await tx<{ update: Buffer }[]>`
          SELECT update FROM doc_updates WHERE doc_id = ${docId} ORDER BY seq`;
        // The merged snapshot this storage wrote is handed over: its document will hold it.
        if (replaced && version === doc.version) doc.merged = false;
        return [...(snapshot ? [snapshot.state] : []), ...rows.map((row) => row.update)];
      });
    },

    async load(docId) {
      const [snapshot] = await sql<
        { state: Buffer; schema_versions: Record<string, number>; version: string }[]
      >`
        SELECT state, schema_versions, version FROM doc_snapshots WHERE doc_id = ${docId}`;
      const rows = await sql<{ seq: string; update: Buffer }[]>`
        SELECT seq, update FROM doc_updates WHERE doc_id = ${docId} ORDER BY seq`;
      const known = open.get(docId);
      const doc: OpenDocument = known ?? {
        version: 0,
        merged: false,
        loadedSeqs: [],
        waiting: [],
        flushing: null,
        lastWrite: Promise.resolve(),
      };
      doc.version = snapshot ? Number(snapshot.version) : 0;
      doc.merged = false;
      doc.loadedSeqs = rows.map((row) => row.seq);
      open.set(docId, doc);
      if (!snapshot) {
        if (rows.length > 0) throw new DamagedSnapshotError(`${docId} has updates but no snapshot`);
        return null;
      }
      const kept = await sql<{ key: string }[]>`
        SELECT key FROM doc_summaries WHERE doc_id = ${docId} AND version = ${snapshot.version}`;
      const stored: StoredDocument = {
        snapshot: snapshot.state,
        updates: rows.map((row) => row.update),
        schemaVersions: snapshot.schema_versions,
        summaryKeys: kept.map((row) => row.key),
      };
      return stored;
    },

    append(docId, update) {
      const doc = open.get(docId);
      if (!doc) return Promise.reject(new Error(`Document ${docId} was not loaded`));
      appended += 1;
      const n = appended;
      const written = new Promise<void>((done, failed) =>
        doc.waiting.push({ update, n, done, failed }),
      );
      doc.flushing ??= flush(docId, doc);
      doc.lastWrite = written.catch(() => {});
      return written;
    },

    async snapshot(docId, state, schemaVersions, summaries = {}) {
      const doc = open.get(docId);
      if (!doc) throw new Error(`Document ${docId} was not loaded`);
      // Every update appended so far is in `state`: once they are written, their rows can go.
      const covered = appended;
      const loaded = doc.loadedSeqs;
      await doc.lastWrite;
      const version = await sql.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(${SNAPSHOT_LOCK}, hashtext(${docId}))`;
        const [stored] = await tx<{ state: Buffer; version: string }[]>`
          SELECT state, version FROM doc_snapshots WHERE doc_id = ${docId}`;
        const storedVersion = stored ? Number(stored.version) : 0;
        // Another process wrote a snapshot since: what it holds that this state may not is kept.
        const merged =
          stored && (storedVersion !== doc.version || doc.merged)
            ? Y.mergeUpdates([stored.state, state])
            : state;
        const bytes = Buffer.from(merged.buffer, merged.byteOffset, merged.byteLength);
        await tx`INSERT INTO doc_snapshots (doc_id, state, schema_versions, version)
          VALUES (${docId}, ${bytes}, ${tx.json(schemaVersions)}, ${storedVersion + 1})
          ON CONFLICT (doc_id) DO UPDATE SET state = excluded.state,
            schema_versions = excluded.schema_versions, version = excluded.version`;
        await tx`DELETE FROM doc_updates WHERE doc_id = ${docId} AND writer = ${writer} AND n <= ${covered}`;
        if (loaded.length > 0)
          await tx`DELETE FROM doc_updates WHERE doc_id = ${docId} AND seq = ANY(${loaded}::bigint[])`;
        await tx`DELETE FROM doc_summaries WHERE doc_id = ${docId}`;
        // A merged state holds what another process wrote: these summaries would not.
        const kept = merged === state ? Object.entries(summaries) : [];
        if (kept.length > 0)
          await tx`INSERT INTO doc_summaries ${tx(
            kept.map(([key, body]) => ({ doc_id: docId, key, version: storedVersion + 1, body })),
            'doc_id',
            'key',
            'version',
            'body',
          )}`;
        return { version: storedVersion + 1, merged: merged !== state };
      });
      doc.version = version.version;
      if (version.merged) doc.merged = true;
      if (doc.loadedSeqs === loaded) doc.loadedSeqs = [];
    },

    async summary(docId, key) {
      // One statement: one view of the database, so no snapshot or update lands between its parts.
      const [row] = await sql<{ version: string; body: string }[]>`
        SELECT s.version, s.body FROM doc_summaries s
        JOIN doc_snapshots d ON d.doc_id = s.doc_id AND d.version = s.version
        WHERE s.doc_id = ${docId} AND s.key = ${key}
          AND NOT EXISTS (SELECT 1 FROM doc_updates u WHERE u.doc_id = ${docId})`;
      return row ? { stamp: `pg.${row.version}`, body: row.body } : null;
    },

    async release(docId) {
      const doc = open.get(docId);
      if (!doc) return;
      await doc.lastWrite;
      if (doc.waiting.length === 0 && !doc.flushing) open.delete(docId);
    },

    async close() {
      await Promise.all([...open.values()].map((doc) => doc.lastWrite));
    },
  };
}
