import { mkdir, open, readdir, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import postgres from 'postgres';
import { systemClock, type Clock } from '@keel/core/domain';
import type { LogFn, StoredFile } from '@keel/core/server';
import { collections, type CollectionName } from './collections';
import { contentOf, wholeState, type CopyReport } from './copyToPostgres';
import { createFileStorage } from './fileStorage';
import { FsyncJsonFile, fsyncDir } from './fsyncJsonFile';
import { createPostgresStorage } from './postgresStorage';
import type { RecordChange, Storage } from './storage';

const KEEP_EVERYTHING_MONTHS = 12 * 1000;
const names = Object.keys(collections) as CollectionName[];

/** Writes a file whole: a temp file, synced, renamed over (the folder is synced by the caller). */
export async function writeFileDurably(path: string, data: string | Buffer): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.copy.tmp`);
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, path);
}

/** The month (`YYYY-MM`) before another. */
export function monthBefore(month: string): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * Copies a PostgreSQL database into a new embedded DATA_DIR (`npm run keel -- migrate --to
 * files`), the way back of copyDataDirToPostgres: the account collections in their order, the
 * audit log record for record into its monthly segments (with what retention removed), notifications,
 * each document as one snapshot of its whole state, jobs, plugin files (ids kept) and records. Then
 * it reads the DATA_DIR back and compares, as the copy the other way does. A DATA_DIR that already
 * holds accounts or documents is refused.
 */
export async function copyPostgresToDataDir(
  databaseUrl: string,
  dataDir: string,
  log: LogFn,
  clock: Clock = systemClock,
): Promise<CopyReport> {
  const options = { clock, log, auditRetentionMonths: KEEP_EVERYTHING_MONTHS };
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  const from = await createPostgresStorage(databaseUrl, options);
  let to: Storage | null = null;
  try {
    const existing = (await readdir(join(dataDir, 'companies')).catch(() => [] as string[])).filter(
      (name) => name.endsWith('.snapshot'),
    );
    to = await createFileStorage(dataDir, options);
    if (existing.length > 0 || (await to.users.list()).length > 0)
      throw new Error('The DATA_DIR already holds Keel data: migrate into an empty one');
    const counts: Record<string, number> = {};
    const mismatches: string[] = [];
    const compare = (what: string, expected: number, found: number) => {
      counts[what] = expected;
      if (expected !== found)
        mismatches.push(`${what}: ${expected} in the database, ${found} copied`);
    };

    for (const name of names) {
      const records = await from[name].list();
      await to.write(records.map((record) => ({ in: name, put: record }) as RecordChange));
      compare(name, records.length, (await to[name].list()).length);
    }

    // The audit log as it is, each record in its month's segment (or a later one already begun).
    await to.close();
    to = null;
    const auditDir = join(dataDir, 'audit');
    await mkdir(auditDir, { recursive: true });
    const segments = new Map<string, string[]>();
    let current = '';
    let audit = 0;
    for await (const record of from.audit.records()) {
      const month = typeof record.at === 'string' ? record.at.slice(0, 7) : '';
      if (month > current) current = month;
      const line =
        typeof record.unreadable === 'string' ? record.unreadable : JSON.stringify(record);
      segments.set(current, [...(segments.get(current) ?? []), line]);
      audit += 1;
    }
    for (const [month, lines] of segments)
      await writeFileDurably(join(auditDir, `${month}.log`), `${lines.join('\n')}\n`);
    await fsyncDir(auditDir);
    const start = await from.audit.start();
    if (start.prev !== null) {
      const first = [...segments.keys()].sort()[0] ?? clock.now().toISOString().slice(0, 7);
      await new FsyncJsonFile(join(auditDir, 'removed.json')).write({
        through: monthBefore(first),
        records: start.removed,
        prev: start.prev,
      });
    }
    to = await createFileStorage(dataDir, options);
    let auditCopied = 0;
    for await (const record of to.audit.records()) if (record) auditCopied += 1;
    compare('audit records', audit, auditCopied);

    let notifications = 0;
    let notificationsCopied = 0;
    for (const { user_id: userId } of await sql<{ user_id: string }[]>`
      SELECT DISTINCT user_id FROM notifications`) {
      const mine = await from.notifications.ofUser(userId);
      if (mine.length > 0) await to.notifications.add(mine, mine.length);
      notifications += mine.length;
      notificationsCopied += (await to.notifications.ofUser(userId)).length;
    }
    compare('notifications', notifications, notificationsCopied);

    const docIds = (
      await sql<{ doc_id: string }[]>`SELECT doc_id FROM doc_snapshots ORDER BY doc_id`
    ).map((row) => row.doc_id);
    let documentsCopied = 0;
    for (const docId of docIds) {
      const stored = await from.documents.load(docId);
      await from.documents.release(docId);
      if (!stored) continue;
      const state = wholeState(stored);
      await to.documents.load(docId);
      await to.documents.snapshot(docId, state, stored.schemaVersions);
      await to.documents.release(docId);
      const copied = await to.documents.load(docId);
      await to.documents.release(docId);
      if (copied && contentOf(wholeState(copied)) === contentOf(state)) documentsCopied += 1;
    }
    compare('documents', docIds.length, documentsCopied);

    const jobs = from.jobs.jobs();
    const schedules = from.jobs.schedules();
    await to.jobs.put(
      ...jobs.map((job) => ({ job })),
      ...schedules.map((schedule) => ({ schedule })),
    );
    compare('jobs', jobs.length, to.jobs.jobs().length);
    compare('job schedules', schedules.length, to.jobs.schedules().length);

    const files = await sql<
      { plugin_id: string; company_id: string; meta: StoredFile; bytes: Buffer }[]
    >`
      SELECT plugin_id, company_id, meta, bytes FROM plugin_files ORDER BY plugin_id, company_id, id`;
    let filesCopied = 0;
    for (const file of files) {
      const dir = join(dataDir, 'files', file.plugin_id, file.company_id);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Bytes first, then the description that lists them, as the files service writes them.
      await writeFileDurably(join(dir, file.meta.id), file.bytes);
      await writeFileDurably(join(dir, `${file.meta.id}.json`), JSON.stringify(file.meta, null, 2));
      await fsyncDir(dir);
      const back = await to.files(file.plugin_id).open(file.company_id, file.meta.id);
      if (back && (await buffer(back.stream)).equals(file.bytes)) filesCopied += 1;
    }
    compare('plugin files', files.length, filesCopied);

    const records = await sql<
      { plugin_id: string; collection: string; id: string; value: string }[]
    >`
      SELECT plugin_id, collection, id, value FROM plugin_records ORDER BY plugin_id, collection, id`;
    let recordsCopied = 0;
    for (const record of records) {
      const value: unknown = JSON.parse(record.value);
      await to.records(record.plugin_id).put(record.collection, record.id, value);
      const back = await to.records(record.plugin_id).get(record.collection, record.id);
      if (JSON.stringify(back) === JSON.stringify(value)) recordsCopied += 1;
    }
    compare('plugin records', records.length, recordsCopied);
    return { counts, mismatches };
  } finally {
    await to?.close();
    await from.close();
    await sql.end();
  }
}
