import { stat } from 'node:fs/promises';
import { restoreBackup, takeBackup, type BackupTarget } from './backup';
import { BadBackupError } from './backupFile';
import { TargetNotEmptyError } from './restoreDataDir';
import type { Progress } from './storageEntries';

/** Progress lines at most this often (and at the end of each kind). */
const PROGRESS_EVERY_MS = 1000;

/** Prints progress now and then: the kind, how many done, of how many when known. */
function progressPrinter(out: NodeJS.WritableStream): Progress {
  let last = 0;
  let lastWhat = '';
  return (what, done, of) => {
    const now = Date.now();
    if (what === lastWhat && now - last < PROGRESS_EVERY_MS && done !== of) return;
    last = now;
    lastWhat = what;
    out.write(`  ${what}: ${done}${of === undefined ? '' : ` of ${of}`}\n`);
  };
}

/** What each kind of entry is called in the summary. */
const labels: Record<string, string> = {
  audit: 'audit records',
  auditStart: 'records retention removed before them (noted)',
  record: 'account records (users, sessions, companies, memberships, ...)',
  notification: 'notifications',
  document: 'company documents',
  job: 'background jobs',
  schedule: 'job schedules',
  file: 'plugin files',
  pluginRecord: 'plugin records',
};

const countsText = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([what, count]) => `  ${labels[what] ?? what}: ${count}\n`)
    .join('');

/**
 * `npm run keel -- backup FILE` / `restore FILE`, on PostgreSQL when `target.databaseUrl` is set,
 * else on `target.dataDir`. Answers the exit code: 0 done, 1 refused (a damaged, foreign or newer
 * backup file, a target that holds data), 2 failed.
 */
export async function runBackupCommand(
  command: 'backup' | 'restore',
  file: string,
  target: BackupTarget,
  out: NodeJS.WritableStream,
): Promise<number> {
  const where = target.databaseUrl ? 'the database (DATABASE_URL)' : `DATA_DIR ${target.dataDir}`;
  try {
    if (command === 'backup') {
      out.write(`Backing up ${where} to ${file}\n`);
      const manifest = await takeBackup(target, file, progressPrinter(out));
      const { size } = await stat(file);
      const sizeText =
        size < 1048576 ? `${Math.ceil(size / 1024)} KB` : `${(size / 1048576).toFixed(1)} MB`;
      out.write(
        `Backed up ${where} to ${file} (${sizeText}):\n${countsText(manifest.counts)}` +
          `SHA-256 in its manifest: ${manifest.sha256}\n`,
      );
      return 0;
    }
    out.write(`Restoring ${file} into ${where}\n`);
    const restored = await restoreBackup(target, file, progressPrinter(out));
    out.write(
      `Restored ${file} (taken from the ${restored.source === 'postgres' ? 'PostgreSQL' : 'embedded'} storage at ${restored.createdAt}) into ${where}; it reads back the same:\n` +
        countsText(restored.counts),
    );
    if (!restored.keyMatches)
      out.write(
        `Warning: the backup's sealed secrets (two-factor secrets, bank account numbers, the demo password) were sealed with another key than ${target.secret ? 'KEEL_SECRET gives' : `${target.dataDir}/secret.key holds (or there is none)`}. Put the original secret.key in DATA_DIR, or set the same KEEL_SECRET, before starting Keel.\n`,
      );
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof BadBackupError || error instanceof TargetNotEmptyError) {
      out.write(`${message}\n`);
      return 1;
    }
    out.write(`${command === 'backup' ? 'Backup' : 'Restore'} failed: ${message}\n`);
    return 2;
  }
}
