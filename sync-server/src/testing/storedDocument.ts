import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as Y from 'yjs';
import { readDocumentFiles, writeSnapshotFile } from '../storage/documentFiles';

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
