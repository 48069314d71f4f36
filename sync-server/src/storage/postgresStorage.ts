import postgres from 'postgres';
import type { Clock } from '@keel/core/domain';
import type { LogFn, PluginRecordsService } from '@keel/core/server';
import { migrate } from './postgres/migrate';
import { pgAccounts } from './postgres/pgAccounts';
import { pgAudit } from './postgres/pgAudit';
import { pgDocuments } from './postgres/pgDocuments';
import { pgJobs } from './postgres/pgJobs';
import { pgNotifications } from './postgres/pgNotifications';
import { pgPluginFiles } from './postgres/pgPluginFiles';
import { pgPluginRecords } from './postgres/pgPluginRecords';
import type { Storage } from './storage';

/** How often retention looks for audit records past their time. */
const PRUNE_EVERY_MS = 24 * 3600 * 1000;

/** What the PostgreSQL storage needs besides its database. */
export interface PostgresStorageOptions {
  clock: Clock;
  log: LogFn;
  /** Audit records are kept at least this many months (whole months). */
  auditRetentionMonths: number;
  /** Connections the pool may open (default 10). */
  maxConnections?: number;
}

/**
 * The storage on PostgreSQL (DATABASE_URL): the schema brought up to date by the numbered
 * migrations first (postgres/migrations), then every collection, log and document in its tables.
 * Every write is durable when its promise resolves (committed). DATA_DIR keeps only what is not
 * storage: the outbox, the secret key when KEEL_SECRET is not given.
 */
export async function createPostgresStorage(
  url: string,
  { clock, log, auditRetentionMonths, maxConnections = 10 }: PostgresStorageOptions,
): Promise<Storage> {
  const sql = postgres(url, {
    max: maxConnections,
    onnotice: () => {},
    // Bigints (seq, counts) come back as strings: nothing here adds them up past 2^53.
    connection: { application_name: 'keel' },
  });
  try {
    const applied = await migrate(sql);
    if (applied.length > 0) log('info', 'Migrated the database', { migrations: applied });
  } catch (error) {
    await sql.end();
    throw error;
  }
  const accounts = pgAccounts(sql);
  const audit = pgAudit(sql, clock, auditRetentionMonths, log);
  const documents = pgDocuments(sql);
  const jobs = await pgJobs(sql);
  const prune = () =>
    audit.prune().catch((error: unknown) =>
      log('error', 'Removing audit records past their retention failed', {
        error: String(error),
      }),
    );
  await prune();
  const pruning = setInterval(() => void prune(), PRUNE_EVERY_MS);
  pruning.unref();
  // One records service per plugin, so writes to one record are made in order however often it is asked for.
  const records = new Map<string, PluginRecordsService>();

  return {
    users: accounts.collection('users'),
    sessions: accounts.collection('sessions'),
    companies: accounts.collection('companies'),
    memberships: accounts.collection('memberships'),
    invites: accounts.collection('invites'),
    resetTokens: accounts.collection('resetTokens'),
    signInFailures: accounts.collection('signInFailures'),
    demo: accounts.collection('demo'),
    write: (changes) => accounts.write(changes),
    audit,
    notifications: pgNotifications(sql),
    documents,
    jobs,
    files: (pluginId) => pgPluginFiles(sql, pluginId, clock),
    records(pluginId) {
      let service = records.get(pluginId);
      if (!service) records.set(pluginId, (service = pgPluginRecords(sql, pluginId)));
      return service;
    },
    async close() {
      clearInterval(pruning);
      await Promise.all([documents.close(), jobs.close()]);
      await sql.end({ timeout: 5 });
    },
  };
}
