import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '@keel/core/domain';
import type { LogFn, PluginRecordsService } from '@keel/core/server';
import { openJobStore } from '../jobs/jobStore';
import { openAccountsFile } from './accountsFile';
import { openAuditFiles } from './auditFiles';
import { createDocumentFiles } from './documentFiles';
import { openNotificationFile } from './notificationFile';
import { createPluginFiles } from './pluginFiles';
import { createPluginRecords, recordsDir } from './pluginRecords';
import type { Storage } from './storage';
import { upgradeDataDir } from './upgradeDataDir';

/** How often retention looks for audit segments past their time. */
const PRUNE_EVERY_MS = 24 * 3600 * 1000;

/** What the embedded storage needs besides its folder. */
export interface FileStorageOptions {
  clock: Clock;
  log: LogFn;
  /** Audit records are kept at least this many months (whole months: a month's file goes at once). */
  auditRetentionMonths: number;
}

/**
 * The embedded storage, in DATA_DIR and needing no server: the accounts in keel.json (lowdb),
 * the company documents as snapshots and update logs in companies/, the audit log in monthly
 * segments in audit/, notifications in notifications.log, jobs in jobs.log, plugin files in
 * files/, plugin records in records/. A DATA_DIR of an older Keel is brought to this layout first (upgradeDataDir.ts).
 */
export async function createFileStorage(
  dataDir: string,
  { clock, log, auditRetentionMonths }: FileStorageOptions,
): Promise<Storage> {
  await mkdir(join(dataDir, 'companies'), { recursive: true });
  await upgradeDataDir(dataDir, log);
  const accounts = await openAccountsFile(join(dataDir, 'keel.json'));
  const audit = await openAuditFiles(join(dataDir, 'audit'), clock, auditRetentionMonths, log);
  const notifications = await openNotificationFile(join(dataDir, 'notifications.log'), log);
  const documents = createDocumentFiles(join(dataDir, 'companies'), log);
  const jobs = await openJobStore(dataDir, log);
  const prune = () =>
    audit.prune().catch((error: unknown) =>
      log('error', 'Removing audit records past their retention failed', {
        error: String(error),
      }),
    );
  await prune();
  const pruning = setInterval(() => void prune(), PRUNE_EVERY_MS);
  pruning.unref();
  // One records service per plugin, so writes to one record are serialised however often it is asked for.
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
    notifications,
    documents,
    jobs,
    files: (pluginId) => createPluginFiles(join(dataDir, 'files'), pluginId, clock),
    records(pluginId) {
      let service = records.get(pluginId);
      if (!service)
        records.set(pluginId, (service = createPluginRecords(recordsDir(dataDir), pluginId)));
      return service;
    },
    async close() {
      clearInterval(pruning);
      await Promise.all([
        accounts.close(),
        audit.close(),
        notifications.close(),
        documents.close(),
        jobs.close(),
      ]);
    },
  };
}
