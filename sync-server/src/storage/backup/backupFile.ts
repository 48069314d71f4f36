import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';
import { ContentDigest, parseEntry, type BackupEntry } from './backupEntries';

/*
 * A backup file: gzip of JSON lines. The first line is the header (format name and version, when,
 * from which storage), then one entry per line (backupEntries.ts), and last the manifest: the
 * count of each kind of entry, the content digest (ContentDigest), and the SHA-256 of every byte
 * before the manifest's line. gzip's CRC covers the whole file again.
 */

export const BACKUP_FORMAT = 'keel-backup';
/** The format this Keel writes, and the newest it reads. */
export const BACKUP_VERSION = 1;

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  createdAt: z.string(),
  source: z.enum(['files', 'postgres']),
  /** The fingerprint of the key the sealed secrets in it were sealed with (secretBox.ts), if any. */
  keyFingerprint: z.string().nullable().optional(),
});
export type BackupHeader = z.infer<typeof headerSchema>;

const manifestSchema = z.object({
  t: z.literal('manifest'),
  counts: z.record(z.string(), z.number().int().nonnegative()),
  digest: z.string(),
  sha256: z.string(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The first bytes of every gzip file. */
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** The first `bytes` bytes of a file (fewer when it is shorter). */
async function readStart(path: string, bytes: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A backup file that is not one, is damaged, or is of a newer format: nothing may be restored. */
export class BadBackupError extends Error {}

/**
 * Writes entries to a backup file: to a temp file beside it, synced, renamed into place at the
 * end, so a backup that fails or is stopped never leaves a file that looks whole. Answers the
 * manifest.
 */
export async function writeBackupFile(
  path: string,
  source: BackupHeader['source'],
  entries: AsyncIterable<BackupEntry>,
  now: Date,
  keyFingerprint: string | null = null,
): Promise<BackupManifest> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.partial`);
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(temp, { mode: 0o600 }));
  const hash = createHash('sha256');
  const digest = new ContentDigest();
  // A write that fails (a full disk) ends `written` with its error instead of a drain.
  const put = async (line: string) => {
    if (!gzip.write(line))
      await Promise.race([new Promise((resolve) => gzip.once('drain', resolve)), written]);
  };
  try {
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      source,
      keyFingerprint,
    };
    for await (const value of (async function* () {
      yield header;
      for await (const read of entries) {
        // As a restore will read it: what the reader's schemas drop must not be digested.
        const entry = parseEntry(read);
        digest.add(entry);
        yield entry;
      }
    })()) {
      const line = `${JSON.stringify(value)}\n`;
      hash.update(line);
      await put(line);
    }
    const manifest: BackupManifest = {
      t: 'manifest',
      counts: digest.counts,
      digest: digest.digest(),
      sha256: hash.digest('hex'),
    };
    gzip.end(`${JSON.stringify(manifest)}\n`);
    await written;
    const handle = await open(temp, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
    return manifest;
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    await rm(temp, { force: true });
    throw error;
  }
}

/** What reading a backup file gives: its header, and its entries once read whole. */
export interface BackupReader {
  header: BackupHeader;
  /**
   * Each entry in turn. Ends only once the manifest was read and every count and checksum
   * matched; otherwise throws BadBackupError (after the entries before the damage were given).
   */
  entries: AsyncIterable<BackupEntry>;
  /** The manifest, once `entries` ended. */
  manifest(): BackupManifest;
}

/**
 * Opens a backup file and reads its header: one that is not a Keel backup, or of a newer format
 * than this Keel reads, is refused (BadBackupError) before any entry is read.
 */
export async function openBackupFile(path: string): Promise<BackupReader> {
  const name = basename(path);
  const damaged = (what: string) =>
    new BadBackupError(`The backup ${name} is damaged: ${what}. Nothing was restored.`);
  const notBackup = new BadBackupError(
    `${name} is not a Keel backup (it does not start with a backup header). Nothing was restored.`,
  );
  let magic: Buffer;
  try {
    magic = await readStart(path, 2);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BadBackupError(`There is no backup file ${path}.`);
    throw error;
  }
  if (!magic.equals(GZIP_MAGIC)) throw notBackup;
  const gunzip = createGunzip();
  const text = new PassThrough();
  let streamError: Error | null = null;
  const piped = pipeline(createReadStream(path), gunzip, text).catch((error: Error) => {
    streamError = error;
    text.destroy();
  });
  const lines = createInterface({ input: text, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const fail = (error: unknown): never => {
    if (error instanceof BadBackupError) throw error;
    const cause = streamError ?? error;
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BadBackupError(`There is no backup file ${path}.`);
    if (code?.startsWith('Z_'))
      throw damaged(`its compressed data does not read back (${(cause as Error).message})`);
    throw cause;
  };
  const next = async () => {
    try {
      const result = await lines.next();
      if (streamError) fail(streamError);
      return result;
    } catch (error) {
      return fail(error);
    }
  };

  const first = await next();
  let header: BackupHeader;
  try {
    const value = JSON.parse(first.done ? '' : first.value) as { format?: unknown };
    if (value.format !== BACKUP_FORMAT) throw new Error();
    const version = (value as { version?: unknown }).version;
    if (typeof version === 'number' && version > BACKUP_VERSION)
      throw new BadBackupError(
        `The backup ${name} is in format version ${version}; this Keel reads version ${BACKUP_VERSION} and older. Restore it with a newer Keel. Nothing was restored.`,
      );
    header = headerSchema.parse(value);
  } catch (error) {
    if (error instanceof BadBackupError) throw error;
    if (streamError) fail(streamError);
    throw notBackup;
  }

  let manifest: BackupManifest | null = null;
  const hash = createHash('sha256').update(`${first.value}\n`);
  const digest = new ContentDigest();
  async function* entries(): AsyncGenerator<BackupEntry> {
    for (let lineNumber = 2; ; lineNumber += 1) {
      const { value: line, done } = await next();
      if (done) throw damaged('it ends before its manifest (the file was cut short)');
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw damaged(`line ${lineNumber} is not JSON`);
      }
      if ((value as { t?: unknown }).t === 'manifest') {
        const parsed = manifestSchema.safeParse(value);
        if (!parsed.success) throw damaged(`its manifest is not readable`);
        if (parsed.data.sha256 !== hash.digest('hex'))
          throw damaged('its SHA-256 checksum does not match its manifest');
        if (canonical(parsed.data.counts) !== canonical(digest.counts))
          throw damaged('the entries it holds do not match the counts of its manifest');
        if (parsed.data.digest !== digest.digest())
          throw damaged('its content digest does not match its manifest');
        if (!(await next()).done) throw damaged('it goes on after its manifest');
        // gzip checks its CRC and length at the very end of the file.
        await piped;
        if (streamError) fail(streamError);
        manifest = parsed.data;
        return;
      }
      let entry: BackupEntry;
      try {
        entry = parseEntry(value);
      } catch {
        throw damaged(`line ${lineNumber} is not a valid entry`);
      }
      hash.update(`${line}\n`);
      digest.add(entry);
      yield entry;
    }
  }
  return {
    header,
    entries: entries(),
    manifest() {
      if (!manifest) throw new Error('The backup was not read to its end');
      return manifest;
    },
  };
}

const canonical = (counts: Record<string, number>) =>
  JSON.stringify(
    Object.entries(counts)
      .filter(([, count]) => count > 0)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
