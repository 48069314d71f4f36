import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { z } from 'zod';
import { AppendLog } from './appendLog';
import { fsyncDir } from './fsyncJsonFile';
import { cutTornEnd } from './jsonLines';
import { frame, frameHeader, readFrames } from './logFrames';
import type { KeptSummary, LogFn } from '@keel/core/server';
import type { DocumentStore, StoredDocument } from './storage';

/** The first bytes of a snapshot file (format 1). */
const SNAPSHOT_MAGIC = Buffer.from('KEELDOC1');

const snapshotMetaSchema = z.object({
  docId: z.string(),
  /** The first log generation the snapshot does not hold: logs from it on are replayed. */
  gen: z.number().int().nonnegative(),
  schemaVersions: z.record(z.string(), z.number().int().nonnegative()),
});

/** The first bytes of a summaries file (format 1). */
const SUMMARIES_MAGIC = Buffer.from('KEELSUM1');

const summariesMetaSchema = z.object({
  docId: z.string(),
  /** The `gen` of the snapshot they were computed with. */
  gen: z.number().int().nonnegative(),
  keys: z.array(z.string()),
});

let counter = 0;

/** Where a document's snapshot is kept. */
export const snapshotPathIn = (dir: string, docId: string) => join(dir, `${docId}.snapshot`);

/** Where the summaries of a document's snapshot are kept. */
const summariesPathIn = (dir: string, docId: string) => join(dir, `${docId}.summaries`);

/** Writes a file whole through a synced temp file renamed over it (a crash leaves the old one). */
async function replaceFile(dir: string, name: string, parts: readonly Uint8Array[]): Promise<void> {
  counter += 1;
  const temp = join(dir, `.${name}.${process.pid}.${counter}.tmp`);
  const handle = await open(temp, 'w', 0o600);
  try {
    // writeFile writes each part whole, from where the one before ended.
    for (const part of parts) await handle.writeFile(part);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, join(dir, name));
}

/**
 * Writes a document's snapshot durably and atomically: a temp file, synced, renamed over the
 * old one, and the folder synced. `gen` is the first log generation it does not hold.
 */
export async function writeSnapshotFile(
  dir: string,
  docId: string,
  gen: number,
  schemaVersions: Record<string, number>,
  state: Uint8Array,
): Promise<void> {
  const meta = Buffer.from(JSON.stringify({ docId, gen, schemaVersions }), 'utf8');
  await replaceFile(dir, `${docId}.snapshot`, [
    SNAPSHOT_MAGIC,
    frame(meta),
    frameHeader(state),
    state,
  ]);
  await fsyncDir(dir);
}

/**
 * Keeps the summaries computed with the snapshot of generation `gen` (or removes those of an
 * earlier one when there are none): a summary counts only while its `gen` is the snapshot's.
 */
async function writeSummariesFile(
  dir: string,
  docId: string,
  gen: number,
  summaries: Readonly<Record<string, string>>,
): Promise<void> {
  const keys = Object.keys(summaries);
  if (keys.length === 0) {
    await rm(summariesPathIn(dir, docId), { force: true });
    return;
  }
  const meta = Buffer.from(JSON.stringify({ docId, gen, keys }), 'utf8');
  const bodies = keys.map((key) => frame(Buffer.from(summaries[key]!, 'utf8')));
  await replaceFile(dir, `${docId}.summaries`, [SUMMARIES_MAGIC, frame(meta), ...bodies]);
}

/** The generation of a document's snapshot, read from its head alone; null without a readable one. */
async function snapshotGen(dir: string, docId: string): Promise<number | null> {
  let handle;
  try {
    handle = await open(snapshotPathIn(dir, docId), 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const head = Buffer.alloc(SNAPSHOT_MAGIC.length + 8);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead < head.length || !head.subarray(0, SNAPSHOT_MAGIC.length).equals(SNAPSHOT_MAGIC))
      return null;
    const metaLength = head.readUInt32LE(SNAPSHOT_MAGIC.length);
    if (metaLength > 1024 * 1024) return null;
    const framed = Buffer.alloc(8 + metaLength);
    head.copy(framed, 0, SNAPSHOT_MAGIC.length);
    await handle.read(framed, 8, metaLength, head.length);
    const [metaBytes] = readFrames(framed).payloads;
    if (!metaBytes) return null;
    const meta = snapshotMetaSchema.safeParse(JSON.parse(metaBytes.toString('utf8')));
    return meta.success && meta.data.docId === docId ? meta.data.gen : null;
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}

/** The summaries file of a document, if it is whole and was written with the snapshot of `gen`. */
async function readSummaries(
  dir: string,
  docId: string,
  gen: number,
): Promise<{ keys: string[]; bodies: Buffer[] } | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(summariesPathIn(dir, docId));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!bytes.subarray(0, SUMMARIES_MAGIC.length).equals(SUMMARIES_MAGIC)) return null;
  const [metaBytes, ...bodies] = readFrames(bytes, SUMMARIES_MAGIC.length).payloads;
  if (!metaBytes) return null;
  let meta;
  try {
    meta = summariesMetaSchema.safeParse(JSON.parse(metaBytes.toString('utf8')));
  } catch {
    return null;
  }
  if (!meta.success || meta.data.docId !== docId || meta.data.gen !== gen) return null;
  if (bodies.length !== meta.data.keys.length) return null;
  return { keys: meta.data.keys, bodies };
}

/**
 * A summary kept with the document's snapshot, when no log after that snapshot holds anything
 * (the stored document is exactly the snapshot) and the summaries are that snapshot's.
 */
async function readSummary(dir: string, docId: string, key: string): Promise<KeptSummary | null> {
  const gen = await snapshotGen(dir, docId);
  if (gen === null) return null;
  for (const log of await logsOf(dir, docId))
    if (log.gen >= gen && (await stat(log.path)).size > 0) return null;
  const kept = await readSummaries(dir, docId, gen);
  const at = kept ? kept.keys.indexOf(key) : -1;
  const body = at >= 0 ? kept!.bodies[at] : undefined;
  if (!body) return null;
  return { stamp: `${gen}.${crc32(body)}`, body: body.toString('utf8') };
}

/** The log files of a document, oldest generation first. */
async function logsOf(dir: string, docId: string): Promise<{ gen: number; path: string }[]> {
  const pattern = new RegExp(`^${escapeRegExp(docId)}\\.(\\d+)\\.log$`);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names
    .flatMap((name) => {
      const gen = pattern.exec(name)?.[1];
      return gen === undefined ? [] : [{ gen: Number(gen), path: join(dir, name) }];
    })
    .sort((a, b) => a.gen - b.gen);
}

/** A document's snapshot, or null when it has none; a damaged one throws. */
async function readSnapshot(dir: string, docId: string) {
  const path = snapshotPathIn(dir, docId);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const { payloads, validBytes } = bytes.subarray(0, SNAPSHOT_MAGIC.length).equals(SNAPSHOT_MAGIC)
    ? readFrames(bytes, SNAPSHOT_MAGIC.length)
    : { payloads: [], validBytes: 0 };
  const [metaBytes, state] = payloads;
  let meta: z.infer<typeof snapshotMetaSchema> | undefined;
  try {
    meta = metaBytes && snapshotMetaSchema.parse(JSON.parse(metaBytes.toString('utf8')));
  } catch {
    meta = undefined;
  }
  if (!meta || !state || payloads.length !== 2 || validBytes !== bytes.length)
    throw new DamagedSnapshotError(`The snapshot ${path} is damaged`);
  return { ...meta, state, bytes: bytes.length };
}

/** A document's files as found, read without changing any. */
export interface DocumentOnDisk {
  snapshot: Awaited<ReturnType<typeof readSnapshot>>;
  /** Each log, oldest first: its records, and the bytes after the last whole one (torn). */
  logs: { gen: number; path: string; payloads: Buffer[]; bytes: number; validBytes: number }[];
}

/** Reads a document's snapshot and logs, changing nothing (a check may run beside the server). */
export async function readDocumentFiles(dir: string, docId: string): Promise<DocumentOnDisk> {
  const snapshot = await readSnapshot(dir, docId);
  const logs = [];
  for (const { gen, path } of await logsOf(dir, docId)) {
    const bytes = await readFile(path);
    logs.push({ gen, path, ...readFrames(bytes), bytes: bytes.length });
  }
  return { snapshot, logs };
}

/** A document held open: where its appends go, and its file operations in turn. */
interface OpenDocument {
  /** The log generation new appends go to. */
  gen: number;
  log: AppendLog;
  turn: Promise<unknown>;
}

/** A snapshot file that is not whole: it is never read as an empty or older document. */
export class DamagedSnapshotError extends Error {}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The document store of the embedded storage, plus `close`. */
export type DocumentFiles = DocumentStore & { close(): Promise<void> };

/**
 * Company documents in a folder (DATA_DIR/companies): per document `{docId}.snapshot`, its state
 * when last compacted (magic, then the meta and the Yjs state as checksummed records), and
 * `{docId}.{gen}.log`, the updates appended since as checksummed records. A snapshot is written
 * to a temp file, synced and renamed over the old one; it names the first log generation it does
 * not hold, so logs it covers are removed after it, and a crash between the two leaves only logs
 * that the next load removes. A torn record at the end of a log (a write a crash cut short,
 * never acknowledged) is dropped and cut off when the document is loaded.
 */
export function createDocumentFiles(dir: string, log: LogFn): DocumentFiles {
  const open_ = new Map<string, OpenDocument>();
  const logPath = (docId: string, gen: number) => join(dir, `${docId}.${gen}.log`);

  /** Runs `fn` after every earlier load, snapshot or release of the document. */
  const inTurn = <T>(doc: OpenDocument, fn: () => Promise<T>): Promise<T> => {
    const run = doc.turn.then(fn, fn);
    // Settles with nothing: the turn must not hold what `fn` answered (a loaded document's bytes).
    doc.turn = run.then(
      () => {},
      () => {},
    );
    return run;
  };

  const opened = (docId: string): OpenDocument => {
    let doc = open_.get(docId);
    if (!doc) open_.set(docId, (doc = { gen: 0, log: new AppendLog(), turn: Promise.resolve() }));
    return doc;
  };

  return {
    async load(docId) {
      const doc = opened(docId);
      return inTurn(doc, async (): Promise<StoredDocument | null> => {
        await mkdir(dir, { recursive: true });
        const { snapshot, logs } = await readDocumentFiles(dir, docId);
        if (!snapshot) {
          if (logs.length > 0)
            throw new DamagedSnapshotError(`${docId} has update logs but no snapshot`);
          doc.gen = 1;
          return null;
        }
        const updates: Uint8Array[] = [];
        let removed = false;
        doc.gen = snapshot.gen;
        for (const { gen, path, payloads, bytes, validBytes } of logs) {
          if (gen < snapshot.gen) {
            // Covered by the snapshot: a compaction stopped before removing it.
            await rm(path, { force: true });
            removed = true;
            continue;
          }
          doc.gen = gen;
          updates.push(...payloads);
          if (validBytes < bytes) {
            log('warn', 'Dropped a torn record at the end of a document log', {
              file: path,
              bytes: bytes - validBytes,
            });
            await cutTornEnd(path, validBytes);
          }
        }
        if (removed) await fsyncDir(dir);
        const summaries = await readSummaries(dir, docId, snapshot.gen).catch(() => null);
        return {
          snapshot: snapshot.state,
          updates,
          schemaVersions: snapshot.schemaVersions,
          summaryKeys: summaries?.keys ?? [],
        };
      });
    },

    append(docId, update) {
      const doc = open_.get(docId);
      if (!doc || doc.gen === 0)
        return Promise.reject(new Error(`Document ${docId} was not loaded`));
      return doc.log.append(logPath(docId, doc.gen), frame(update));
    },

    snapshot(docId, state, schemaVersions, summaries = {}) {
      const doc = open_.get(docId);
      if (!doc || doc.gen === 0)
        return Promise.reject(new Error(`Document ${docId} was not loaded`));
      // Every update appended so far is in `state`; from here on they go to the next log.
      const covered = doc.gen;
      doc.gen = covered + 1;
      return inTurn(doc, async () => {
        await writeSnapshotFile(dir, docId, covered + 1, schemaVersions, state);
        // Summaries are derived: losing them costs only a slower read, so they follow the snapshot.
        await writeSummariesFile(dir, docId, covered + 1, summaries).catch((error: unknown) =>
          log('warn', 'Could not keep the summaries of a document snapshot', {
            docId,
            error: String(error),
          }),
        );
        await doc.log.drain();
        for (const { gen, path } of await logsOf(dir, docId))
          if (gen <= covered) {
            await rm(path, { force: true });
          }
        await fsyncDir(dir);
      });
    },

    summary(docId, key) {
      const doc = open_.get(docId);
      const read = () => readSummary(dir, docId, key);
      return doc ? inTurn(doc, read) : read();
    },

    // The entry stays (a few bytes), so a load that follows waits for this one's turn.
    async release(docId) {
      const doc = open_.get(docId);
      if (doc) await inTurn(doc, () => doc.log.close());
    },

    async close() {
      await Promise.all([...open_.values()].map((doc) => inTurn(doc, () => doc.log.close())));
    },
  };
}
