import postgres from 'postgres';
import { collections } from '../collections';
import { migrate } from '../postgres/migrate';
import { store } from '../postgres/pgAccounts';
import { ContentDigest } from './backupEntries';
import type { BackupReader } from './backupFile';
import { TargetNotEmptyError } from './restoreDataDir';
import { postgresEntries, type Progress } from './storageEntries';

/** Every table that holds Keel's data (not keel_migrations): all must be empty to restore. */
const DATA_TABLES = [
  'users',
  'sessions',
  'companies',
  'memberships',
  'invites',
  'reset_tokens',
  'sign_in_failures',
  'demo',
  'audit_log',
  'audit_removed',
  'notifications',
  'doc_snapshots',
  'doc_updates',
  'doc_summaries',
  'jobs',
  'job_schedules',
  'plugin_files',
  'plugin_records',
];

/**
 * Restores a backup into a PostgreSQL database that holds no data (its schema is brought up to
 * date first), in one transaction: it commits only once the whole backup was read, its checksums
 * matched and what was written reads back as the same content (the digest), so a damaged backup
 * leaves the database as it was. Answers the counts.
 */
export async function restoreIntoPostgres(
  reader: BackupReader,
  databaseUrl: string,
  progress: Progress,
): Promise<Record<string, number>> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await migrate(sql);
    return await sql.begin(async (tx) => {
      const held: string[] = [];
      for (const table of DATA_TABLES) {
        const [row] = await tx<
          { any: boolean }[]
        >`SELECT EXISTS (SELECT 1 FROM ${tx(table)}) AS any`;
        if (row?.any) held.push(table);
      }
      if (held.length > 0)
        throw new TargetNotEmptyError(
          `The database already holds data (${held.slice(0, 5).join(', ')}): restore into an empty one. Nothing was restored.`,
        );
      let documents = 0;
      for await (const entry of reader.entries) {
        switch (entry.t) {
          case 'audit': {
            const record = JSON.parse(entry.line) as Record<string, unknown>;
            const text = (key: string) => (typeof record[key] === 'string' ? record[key] : null);
            await tx`INSERT INTO audit_log (at, kind, user_id, company_id, outcome, line) VALUES (
              ${text('at') ?? ''}, ${text('kind') ?? ''}, ${text('userId')}, ${text('companyId')},
              ${text('outcome') ?? ''}, ${entry.line})`;
            break;
          }
          case 'auditStart':
            await tx`INSERT INTO audit_removed (id, records, prev)
              VALUES (1, ${entry.removed}, ${entry.prev})`;
            break;
          case 'record':
            await store(
              tx,
              entry.collection,
              collections[entry.collection].schema.parse(entry.record),
            );
            break;
          case 'notification':
            await tx`INSERT INTO notifications (id, user_id, data)
              VALUES (${entry.record.id}, ${entry.record.userId}, ${tx.json(JSON.parse(JSON.stringify(entry.record)))})`;
            break;
          case 'document':
            await tx`INSERT INTO doc_snapshots (doc_id, state, schema_versions, version)
              VALUES (${entry.docId}, ${Buffer.from(entry.state, 'base64')}, ${tx.json(entry.schemaVersions)}, 1)`;
            progress('documents restored', (documents += 1));
            break;
          case 'job':
            await tx`INSERT INTO jobs (id, data)
              VALUES (${entry.job.id}, ${tx.json(JSON.parse(JSON.stringify(entry.job)))})`;
            break;
          case 'schedule':
            await tx`INSERT INTO job_schedules (id, data)
              VALUES (${entry.schedule.id}, ${tx.json(JSON.parse(JSON.stringify(entry.schedule)))})`;
            break;
          case 'file':
            await tx`INSERT INTO plugin_files (plugin_id, company_id, id, meta, bytes)
              VALUES (${entry.pluginId}, ${entry.companyId}, ${entry.meta.id}, ${tx.json({ ...entry.meta })}, ${Buffer.from(entry.bytes, 'base64')})`;
            break;
          case 'pluginRecord':
            await tx`INSERT INTO plugin_records (plugin_id, collection, id, value)
              VALUES (${entry.pluginId}, ${entry.collection}, ${entry.id}, ${entry.value})`;
            break;
        }
      }
      // What was written, read back in this transaction, must mean what the backup holds.
      const written = new ContentDigest();
      for await (const entry of postgresEntries(tx, () => {})) written.add(entry);
      if (written.digest() !== reader.manifest().digest)
        throw new Error(
          'What was restored does not read back as the backup: nothing was restored.',
        );
      return written.counts;
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}
