import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import postgres from 'postgres';
import * as Y from 'yjs';
import { systemClock, type Clock } from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import { collections, type CollectionName } from './collections';
import { createFileStorage } from './fileStorage';
import { isFileId } from './pluginFiles';
import { recordsDir } from './pluginRecords';
import { createPostgresStorage } from './postgresStorage';
import type { RecordChange, Storage, StoredDocument } from './storage';

/** What was copied, kind by kind, and every difference the check after the copy found. */
export interface CopyReport {
  counts: Record<string, number>;
  mismatches: string[];
}

/** A retention no record reaches: a copy must not remove audit records on the way. */
const KEEP_EVERYTHING_MONTHS = 12 * 1000;

const names = Object.keys(collections) as CollectionName[];

/** The names in a folder; none when it does not exist. */
const namesIn = (dir: string) =>
  readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [] as string[];
    throw error;
  });

/** A stored document as one Yjs state: its snapshot and every update after it. */
export const wholeState = (stored: StoredDocument) =>
  Y.mergeUpdates([stored.snapshot, ...stored.updates]);

/** What a document holds, as plain data: each of its maps (Keel's documents hold only maps). */
export function contentOf(state: Uint8Array): string {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const names = [...doc.share.keys()].sort();
  return JSON.stringify(names.map((name) => [name, doc.getMap(name).toJSON()]));
}

/**
 * Copies an embedded DATA_DIR into an empty PostgreSQL database (`npm run keel -- migrate --to
 * postgres`): every account collection in its order, the audit log record for record (its chain
 * as it is) with what retention removed, notifications, each document as one snapshot of its whole
 * state, jobs and schedules, plugin files (ids kept) and plugin records. Then it reads everything
 * back from the database and compares it with the DATA_DIR: counts of each kind, each document's
 * content, each file's hash. A database that already holds accounts or documents is refused.
 * The DATA_DIR is only read (and brought to the current layout first, as a start would).
 */
export async function copyDataDirToPostgres(
  dataDir: string,
  databaseUrl: string,
  log: LogFn,
  clock: Clock = systemClock,
): Promise<CopyReport> {
  const options = { clock, log, auditRetentionMonths: KEEP_EVERYTHING_MONTHS };
  const from = await createFileStorage(dataDir, options);
  let to: Storage | null = null;
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  try {
    to = await createPostgresStorage(databaseUrl, options);
    const [held] = await sql<{ users: string; docs: string }[]>`
      SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM doc_snapshots) AS docs`;
    if (held && (held.users !== '0' || held.docs !== '0'))
      throw new Error('The database already holds Keel data: migrate into an empty database');
    const counts: Record<string, number> = {};
    const mismatches: string[] = [];
    const compare = (what: string, expected: number, found: number) => {
      counts[what] = expected;
      if (expected !== found) mismatches.push(`${what}: ${expected} in DATA_DIR, ${found} copied`);
    };

    for (const name of names) {
      const records = await from[name].list();
      await to.write(records.map((record) => ({ in: name, put: record }) as RecordChange));
      compare(name, records.length, (await to[name].list()).length);
    }

    let audit = 0;
    for await (const record of from.audit.records()) {
      const text = (key: string) => (typeof record[key] === 'string' ? record[key] : null);
      const line =
        typeof record.unreadable === 'string' ? record.unreadable : JSON.stringify(record);
      await sql`INSERT INTO audit_log (at, kind, user_id, company_id, outcome, line) VALUES (
        ${text('at') ?? ''}, ${text('kind') ?? ''}, ${text('userId')}, ${text('companyId')},
        ${text('outcome') ?? ''}, ${line})`;
      audit += 1;
    }
    const start = await from.audit.start();
    if (start.prev !== null)
      await sql`INSERT INTO audit_removed (id, records, prev) VALUES (1, ${start.removed}, ${start.prev})`;
    let auditCopied = 0;
    for await (const record of to.audit.records()) if (record) auditCopied += 1;
    compare('audit records', audit, auditCopied);

    let notifications = 0;
    let notificationsCopied = 0;
    for (const user of await from.users.list()) {
      const mine = await from.notifications.ofUser(user.id);
      if (mine.length > 0) await to.notifications.add(mine, mine.length);
      notifications += mine.length;
      notificationsCopied += (await to.notifications.ofUser(user.id)).length;
    }
    compare('notifications', notifications, notificationsCopied);

    const docIds = (await namesIn(join(dataDir, 'companies')))
      .filter((name) => name.endsWith('.snapshot') && !name.startsWith('.'))
      .map((name) => name.slice(0, -'.snapshot'.length));
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

    const jobs = from.jobs.jobs();
    const schedules = from.jobs.schedules();
    await to.jobs.put(
      ...jobs.map((job) => ({ job })),
      ...schedules.map((schedule) => ({ schedule })),
    );
    compare('jobs', jobs.length, to.jobs.jobs().length);
    compare('job schedules', schedules.length, to.jobs.schedules().length);

    let files = 0;
    let filesCopied = 0;
    for (const pluginId of await namesIn(join(dataDir, 'files')))
      for (const companyId of await namesIn(join(dataDir, 'files', pluginId))) {
        const service = from.files(pluginId);
        for (const meta of await service.list(companyId)) {
          if (!isFileId(meta.id)) continue;
          const opened = await service.open(companyId, meta.id);
          if (!opened) continue;
          const bytes = await buffer(opened.stream);
          files += 1;
          await sql`INSERT INTO plugin_files (plugin_id, company_id, id, meta, bytes)
            VALUES (${pluginId}, ${companyId}, ${meta.id}, ${sql.json({ ...meta })}, ${bytes})`;
          const back = await to.files(pluginId).open(companyId, meta.id);
          if (back && (await buffer(back.stream)).equals(bytes)) filesCopied += 1;
        }
      }
    compare('plugin files', files, filesCopied);

    let records = 0;
    let recordsCopied = 0;
    for (const pluginId of await namesIn(recordsDir(dataDir)))
      for (const collection of await namesIn(join(recordsDir(dataDir), pluginId)))
        for (const name of await namesIn(join(recordsDir(dataDir), pluginId, collection))) {
          if (!name.endsWith('.json') || name.startsWith('.')) continue;
          const id = name.slice(0, -'.json'.length);
          const value = await from.records(pluginId).get(collection, id);
          if (value === null) continue;
          records += 1;
          await to.records(pluginId).put(collection, id, value);
          const back = await to.records(pluginId).get(collection, id);
          if (JSON.stringify(back) === JSON.stringify(value)) recordsCopied += 1;
        }
    compare('plugin records', records, recordsCopied);
    compare('documents', docIds.length, documentsCopied);
    return { counts, mismatches };
  } finally {
    await to?.close();
    await sql.end();
    await from.close();
  }
}
