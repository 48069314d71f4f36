import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import * as Y from 'yjs';
import { readDocumentFiles, writeSnapshotFile } from '../storage/documentFiles';
import { testDatabaseOf } from './testServer';

/** A company document as a server would load it from a DATA_DIR. */
export interface StoredDocumentView {
  doc: Y.Doc;
  /** Each plugin's schema version its snapshot is in. */
  schemaVersions: Record<string, number>;
  /** Every byte of its files (snapshot and logs), to look for what must never be stored. */
  bytes: Buffer;
  /** How many updates its logs hold after the snapshot. */
  updates: number;
}

/**
 * Reads a stored document (snapshot and logs) without changing any file, as the server would
 * load it; null when it was never stored.
 */
export async function storedDocument(
  dataDir: string,
  docId: string,
): Promise<StoredDocumentView | null> {
  const database = testDatabaseOf(dataDir);
  if (database) return storedDocumentIn(database, docId);
  const { snapshot, logs } = await readDocumentFiles(join(dataDir, 'companies'), docId);
  if (!snapshot) return null;
  const doc = new Y.Doc();
  Y.applyUpdate(doc, snapshot.state);
  let updates = 0;
  const files: Buffer[] = [Buffer.from(snapshot.state)];
  for (const log of logs) {
    if (log.gen < snapshot.gen) continue;
    for (const payload of log.payloads) {
      Y.applyUpdate(doc, payload);
      files.push(payload);
      updates += 1;
    }
  }
  return { doc, schemaVersions: snapshot.schemaVersions, bytes: Buffer.concat(files), updates };
}

/** The same, of a document in a PostgreSQL database (the storage's tables). */
async function storedDocumentIn(url: string, docId: string): Promise<StoredDocumentView | null> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [snapshot] = await sql<{ state: Buffer; schema_versions: Record<string, number> }[]>`
      SELECT state, schema_versions FROM doc_snapshots WHERE doc_id = ${docId}`;
    if (!snapshot) return null;
    const rows = await sql<{ update: Buffer }[]>`
      SELECT update FROM doc_updates WHERE doc_id = ${docId} ORDER BY seq`;
    const doc = new Y.Doc();
    Y.applyUpdate(doc, snapshot.state);
    for (const row of rows) Y.applyUpdate(doc, row.update);
    return {
      doc,
      schemaVersions: snapshot.schema_versions,
      bytes: Buffer.concat([snapshot.state, ...rows.map((row) => row.update)]),
      updates: rows.length,
    };
  } finally {
    await sql.end();
  }
}

/**
 * Rewrites a stored document while no server has it open, as an older server would have left it
 * (a test of an upgrade, say): `change` edits the document and its schema versions, and the
 * result is written as the one snapshot, the logs removed.
 */
export async function rewriteStoredDocument(
  dataDir: string,
  docId: string,
  change: (doc: Y.Doc, schemaVersions: Record<string, number>) => void,
): Promise<void> {
  const dir = join(dataDir, 'companies');
  const { snapshot, logs } = await readDocumentFiles(dir, docId);
  const stored = await storedDocument(dataDir, docId);
  if (!snapshot || !stored) throw new Error(`${docId} is not stored in ${dataDir}`);
  const versions = { ...stored.schemaVersions };
  change(stored.doc, versions);
  const gen = Math.max(snapshot.gen, ...logs.map((log) => log.gen)) + 1;
  await writeSnapshotFile(dir, docId, gen, versions, Y.encodeStateAsUpdate(stored.doc));
  for (const log of logs) await rm(log.path);
}
