import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { systemClock } from '@keel/core/domain';
import { collections } from '../collections';
import { monthBefore, writeFileDurably } from '../copyToFiles';
import { createFileStorage } from '../fileStorage';
import { FsyncJsonFile, fsyncDir } from '../fsyncJsonFile';
import type { RecordChange, Storage } from '../storage';
import { ContentDigest, type BackupEntry } from './backupEntries';
import type { BackupReader } from './backupFile';
import { KEEP_EVERYTHING_MONTHS, dataDirEntries, type Progress } from './storageEntries';

/** What may already be in a DATA_DIR a backup is restored into: the key for secrets at rest. */
const ALLOWED = new Set(['secret.key']);
/** Changes written at once. */
const BATCH = 500;

/** A target that holds data: nothing is restored into it. */
export class TargetNotEmptyError extends Error {}

/**
 * Restores a backup into a DATA_DIR that holds no data (missing, empty, or only its secret.key;
 * one it makes is removed again if the restore fails). Everything is written into a temp folder inside it first; only once the whole backup was read,
 * its checksums matched and what was written reads back as the same content (the digest) are the
 * files moved into place. A damaged backup leaves the DATA_DIR as it was. Answers the counts.
 */
export async function restoreIntoDataDir(
  reader: BackupReader,
  dataDir: string,
  progress: Progress,
): Promise<Record<string, number>> {
  const existed = await stat(dataDir).then(
    () => true,
    () => false,
  );
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    return await restoreInto(reader, dataDir, progress);
  } catch (error) {
    // A folder this restore made goes again: a refused restore leaves nothing behind.
    if (!existed) await rmdir(dataDir).catch(() => {});
    throw error;
  }
}

async function restoreInto(
  reader: BackupReader,
  dataDir: string,
  progress: Progress,
): Promise<Record<string, number>> {
  const held = (await readdir(dataDir)).filter(
    (name) => !name.startsWith('.') && !ALLOWED.has(name),
  );
  if (held.length > 0)
    throw new TargetNotEmptyError(
      `The DATA_DIR ${dataDir} already holds data (${held.slice(0, 5).join(', ')}): restore into an empty one. Nothing was restored.`,
    );
  const temp = join(dataDir, `.restore-${process.pid}`);
  await rm(temp, { recursive: true, force: true });
  await mkdir(join(temp, 'companies'), { recursive: true });
  let storage: Storage | null = null;
  try {
    const audit = new Map<string, string[]>();
    let auditMonth = '';
    let auditStart: { removed: number; prev: string } | null = null;
    let changes: RecordChange[] = [];
    let notifications: Extract<BackupEntry, { t: 'notification' }>['record'][] = [];
    const jobs: Parameters<Storage['jobs']['put']> = [];

    // The audit log comes first in a backup: its segments are written before the storage opens them.
    const open = async () => {
      if (storage) return storage;
      const dir = join(temp, 'audit');
      await mkdir(dir, { recursive: true });
      for (const [month, lines] of audit)
        await writeFileDurably(join(dir, `${month}.log`), `${lines.join('\n')}\n`);
      if (auditStart) {
        const first = [...audit.keys()].sort()[0] ?? new Date().toISOString().slice(0, 7);
        await new FsyncJsonFile(join(dir, 'removed.json')).write({
          through: monthBefore(first),
          records: auditStart.removed,
          prev: auditStart.prev,
        });
      }
      await fsyncDir(dir);
      audit.clear();
      return (storage = await createFileStorage(temp, {
        clock: systemClock,
        log: () => {},
        auditRetentionMonths: KEEP_EVERYTHING_MONTHS,
      }));
    };
    const flush = async () => {
      const to = await open();
      if (changes.length > 0) await to.write(changes);
      if (notifications.length > 0)
        await to.notifications.add(notifications, Number.MAX_SAFE_INTEGER);
      changes = [];
      notifications = [];
    };

    let documents = 0;
    for await (const entry of reader.entries) {
      if (entry.t === 'audit') {
        // Each record in its month's segment, or a later one already begun (the clock went back).
        const record = JSON.parse(entry.line) as { at?: unknown };
        const month = typeof record.at === 'string' ? record.at.slice(0, 7) : '';
        if (month > auditMonth) auditMonth = month;
        let lines = audit.get(auditMonth);
        if (!lines) audit.set(auditMonth, (lines = []));
        lines.push(entry.line);
        continue;
      }
      if (entry.t === 'auditStart') {
        auditStart = entry;
        continue;
      }
      const to = await open();
      if (entry.t === 'record') {
        const record = collections[entry.collection].schema.parse(entry.record);
        changes.push({ in: entry.collection, put: record } as RecordChange);
      } else if (entry.t === 'notification') notifications.push(entry.record);
      else if (entry.t === 'job') jobs.push({ job: entry.job });
      else if (entry.t === 'schedule') jobs.push({ schedule: entry.schedule });
      else if (entry.t === 'document') {
        await to.documents.load(entry.docId);
        await to.documents.snapshot(
          entry.docId,
          Buffer.from(entry.state, 'base64'),
          entry.schemaVersions,
        );
        await to.documents.release(entry.docId);
        progress('documents restored', (documents += 1));
      } else if (entry.t === 'file') {
        // Bytes first, then the description that lists them, as the files service writes them.
        const dir = join(temp, 'files', entry.pluginId, entry.companyId);
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await writeFileDurably(join(dir, entry.meta.id), Buffer.from(entry.bytes, 'base64'));
        await writeFileDurably(
          join(dir, `${entry.meta.id}.json`),
          JSON.stringify(entry.meta, null, 2),
        );
        await fsyncDir(dir);
      } else {
        await to.records(entry.pluginId).put(entry.collection, entry.id, JSON.parse(entry.value));
      }
      if (changes.length >= BATCH || notifications.length >= BATCH) await flush();
    }
    await flush();
    const to = await open();
    if (jobs.length > 0) await to.jobs.put(...jobs);
    await to.close();
    storage = null;

    // What was written, read back as a backup would read it, must mean what the backup holds.
    const written = new ContentDigest();
    for await (const entry of dataDirEntries(temp, () => {})) written.add(entry);
    if (written.digest() !== reader.manifest().digest)
      throw new Error('What was restored does not read back as the backup: nothing was restored.');

    const names = await readdir(temp);
    for (const name of names) await rename(join(temp, name), join(dataDir, name));
    await fsyncDir(dataDir);
    return written.counts;
  } finally {
    await (storage as Storage | null)?.close();
    await rm(temp, { recursive: true, force: true });
  }
}
