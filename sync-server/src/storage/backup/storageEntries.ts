import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { TransactionSql } from 'postgres';
import * as Y from 'yjs';
import { systemClock } from '@keel/core/domain';
import type { LogFn, StoredFile } from '@keel/core/server';
import { collections, type CollectionName } from '../collections';
import { wholeState } from '../copyToPostgres';
import { createFileStorage } from '../fileStorage';
import { isFileId } from '../pluginFiles';
import { recordsDir } from '../pluginRecords';
import { tableOf } from '../postgres/pgAccounts';
import type { BackupEntry } from './backupEntries';

/*
 * The entries of a backup, read from either storage, in the same order: the audit log first (so
 * a restore into files writes its segments before anything opens them), then the account
 * collections, notifications, documents, jobs and schedules, plugin files and plugin records.
 */

/** Told what is being read: a kind, how many are done and (when known) of how many. */
export type Progress = (what: string, done: number, of?: number) => void;

/** A retention no record reaches: reading must not remove audit records. */
export const KEEP_EVERYTHING_MONTHS = 12 * 1000;

const names = Object.keys(collections) as CollectionName[];
const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

const namesIn = (dir: string) =>
  readdir(dir).then(
    (found) => found.filter((name) => !name.startsWith('.')),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [] as string[];
      throw error;
    },
  );

/** An audit record as the line it was stored as. */
const lineOf = (record: Record<string, unknown>) =>
  typeof record.unreadable === 'string' ? record.unreadable : JSON.stringify(record);

/**
 * The entries of a DATA_DIR nothing else writes (a copy made by copyLiveDataDir, or one a restore
 * just wrote), read through the embedded storage (so torn log ends are dropped as a start would).
 */
export async function* dataDirEntries(
  dataDir: string,
  progress: Progress,
  log: LogFn = () => {},
): AsyncGenerator<BackupEntry> {
  const storage = await createFileStorage(dataDir, {
    clock: systemClock,
    log,
    auditRetentionMonths: KEEP_EVERYTHING_MONTHS,
  });
  try {
    let audit = 0;
    for await (const record of storage.audit.records()) {
      yield { t: 'audit', line: lineOf(record) };
      progress('audit records', (audit += 1));
    }
    const start = await storage.audit.start();
    if (start.prev !== null) yield { t: 'auditStart', removed: start.removed, prev: start.prev };

    for (const collection of names)
      for (const record of await storage[collection].list())
        yield { t: 'record', collection, record: { ...record } };

    for (const user of await storage.users.list())
      for (const record of await storage.notifications.ofUser(user.id))
        yield { t: 'notification', record };

    const docIds = (await namesIn(join(dataDir, 'companies')))
      .filter((name) => name.endsWith('.snapshot'))
      .map((name) => name.slice(0, -'.snapshot'.length));
    for (const [index, docId] of docIds.entries()) {
      const stored = await storage.documents.load(docId);
      await storage.documents.release(docId);
      if (stored)
        yield {
          t: 'document',
          docId,
          state: base64(wholeState(stored)),
          schemaVersions: stored.schemaVersions,
        };
      progress('documents', index + 1, docIds.length);
    }

    for (const job of storage.jobs.jobs()) yield { t: 'job', job };
    for (const schedule of storage.jobs.schedules()) yield { t: 'schedule', schedule };

    let files = 0;
    for (const pluginId of await namesIn(join(dataDir, 'files')))
      for (const companyId of await namesIn(join(dataDir, 'files', pluginId))) {
        const service = storage.files(pluginId);
        for (const meta of await service.list(companyId)) {
          if (!isFileId(meta.id)) continue;
          const opened = await service.open(companyId, meta.id);
          if (!opened) continue;
          yield {
            t: 'file',
            pluginId,
            companyId,
            meta: { ...meta },
            bytes: (await buffer(opened.stream)).toString('base64'),
          };
          progress('plugin files', (files += 1));
        }
      }

    const root = recordsDir(dataDir);
    for (const pluginId of await namesIn(root))
      for (const collection of await namesIn(join(root, pluginId)))
        for (const name of await namesIn(join(root, pluginId, collection))) {
          if (!name.endsWith('.json')) continue;
          const id = name.slice(0, -'.json'.length);
          const value = await storage.records(pluginId).get(collection, id);
          if (value !== null)
            yield { t: 'pluginRecord', pluginId, collection, id, value: JSON.stringify(value) };
        }
  } finally {
    await storage.close();
  }
}

/** Rows read a batch at a time, so a big table is never held whole. */
const BATCH = 100;

/**
 * The entries of a PostgreSQL database, read in the transaction given: a REPEATABLE READ one
 * sees one snapshot of the whole database, whatever commits meanwhile.
 */
export async function* postgresEntries(
  tx: TransactionSql,
  progress: Progress,
): AsyncGenerator<BackupEntry> {
  let audit = 0;
  for await (const rows of tx<{ line: string }[]>`SELECT line FROM audit_log ORDER BY seq`.cursor(
    BATCH,
  ))
    for (const row of rows) {
      yield { t: 'audit', line: row.line };
      progress('audit records', (audit += 1));
    }
  const [removed] = await tx<{ records: string; prev: string }[]>`
    SELECT records, prev FROM audit_removed WHERE id = 1`;
  if (removed) yield { t: 'auditStart', removed: Number(removed.records), prev: removed.prev };

  for (const collection of names)
    for await (const rows of tx<{ data: Record<string, unknown> }[]>`
      SELECT data FROM ${tx(tableOf(collection))} ORDER BY seq`.cursor(BATCH))
      for (const row of rows)
        yield {
          t: 'record',
          collection,
          record: collections[collection].schema.parse(row.data) as Record<string, unknown>,
        };

  // As the files keep them: per member, so none of an account that is gone.
  for await (const rows of tx<{ data: unknown }[]>`
    SELECT data FROM notifications WHERE user_id IN (SELECT key FROM users) ORDER BY seq`.cursor(
    BATCH,
  ))
    for (const row of rows)
      yield {
        t: 'notification',
        record: row.data as Extract<BackupEntry, { t: 'notification' }>['record'],
      };

  const docIds = (
    await tx<{ doc_id: string }[]>`SELECT doc_id FROM doc_snapshots ORDER BY doc_id`
  ).map((row) => row.doc_id);
  for (const [index, docId] of docIds.entries()) {
    const [snapshot] = await tx<{ state: Buffer; schema_versions: Record<string, number> }[]>`
      SELECT state, schema_versions FROM doc_snapshots WHERE doc_id = ${docId}`;
    const updates = await tx<{ update: Buffer }[]>`
      SELECT update FROM doc_updates WHERE doc_id = ${docId} ORDER BY seq`;
    if (snapshot)
      yield {
        t: 'document',
        docId,
        state: base64(Y.mergeUpdates([snapshot.state, ...updates.map((row) => row.update)])),
        schemaVersions: snapshot.schema_versions,
      };
    progress('documents', index + 1, docIds.length);
  }

  for (const row of await tx<{ data: unknown }[]>`SELECT data FROM jobs ORDER BY id`)
    yield { t: 'job', job: row.data as Extract<BackupEntry, { t: 'job' }>['job'] };
  for (const row of await tx<{ data: unknown }[]>`SELECT data FROM job_schedules ORDER BY id`)
    yield {
      t: 'schedule',
      schedule: row.data as Extract<BackupEntry, { t: 'schedule' }>['schedule'],
    };

  let files = 0;
  for await (const rows of tx<
    { plugin_id: string; company_id: string; meta: StoredFile; bytes: Buffer }[]
  >`SELECT plugin_id, company_id, meta, bytes FROM plugin_files
      ORDER BY plugin_id, company_id, id`.cursor(10))
    for (const row of rows) {
      yield {
        t: 'file',
        pluginId: row.plugin_id,
        companyId: row.company_id,
        meta: row.meta,
        bytes: row.bytes.toString('base64'),
      };
      progress('plugin files', (files += 1));
    }

  for await (const rows of tx<
    { plugin_id: string; collection: string; id: string; value: string }[]
  >`SELECT plugin_id, collection, id, value FROM plugin_records
      ORDER BY plugin_id, collection, id`.cursor(BATCH))
    for (const row of rows)
      yield {
        t: 'pluginRecord',
        pluginId: row.plugin_id,
        collection: row.collection,
        id: row.id,
        value: row.value,
      };
}
