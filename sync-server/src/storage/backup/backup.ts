import { mkdtemp, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import postgres from 'postgres';
import { secretKeyFingerprint } from '../secretBox';
import { openBackupFile, writeBackupFile, type BackupManifest } from './backupFile';
import { copyLiveDataDir } from './copyLiveDataDir';
import { restoreIntoDataDir } from './restoreDataDir';
import { restoreIntoPostgres } from './restorePostgres';
import { dataDirEntries, postgresEntries, type Progress } from './storageEntries';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Where a backup is taken from or restored into: PostgreSQL when a URL is given, else DATA_DIR. */
export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string;
  /** KEEL_SECRET, when the servers take their key for secrets at rest from it. */
  secret?: string;
}

/**
 * Writes a backup of the storage to `file` while servers may be running and writing. On
 * PostgreSQL everything is read in one REPEATABLE READ transaction: the database as at one
 * moment. On the embedded storage the files are first copied (copyLiveDataDir, beside the backup
 * file, removed after): every write acknowledged before the backup began is in it.
 */
export async function takeBackup(
  target: BackupTarget,
  file: string,
  progress: Progress,
  now = new Date(),
): Promise<BackupManifest> {
  if (await exists(file))
    throw new Error(`${file} already exists: give the backup a new name (nothing was written)`);
  const key = await secretKeyFingerprint(target.dataDir, target.secret);
  if (target.databaseUrl) {
    const sql = postgres(target.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return await sql.begin('isolation level repeatable read read only', (tx) =>
        writeBackupFile(file, 'postgres', postgresEntries(tx, progress), now, key),
      );
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  if (!(await exists(join(target.dataDir, 'keel.json'))))
    throw new Error(
      `DATA_DIR ${target.dataDir} holds no Keel data (no keel.json): is it the right folder?`,
    );
  const copyDir = await mkdtemp(join(dirname(file), `.${basename(file)}.copy-`));
  try {
    await copyLiveDataDir(target.dataDir, copyDir, (done, of) =>
      progress('documents copied', done, of),
    );
    return await writeBackupFile(file, 'files', dataDirEntries(copyDir, progress), now, key);
  } finally {
    await rm(copyDir, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into an empty target (backup.ts's BackupTarget), from either storage's
 * backup. A file that is not a Keel backup, is damaged or of a newer format is refused
 * (BadBackupError), a target that holds data too (TargetNotEmptyError), and nothing is written.
 */
export async function restoreBackup(
  target: BackupTarget,
  file: string,
  progress: Progress,
): Promise<RestoreReport> {
  const reader = await openBackupFile(file);
  const counts = target.databaseUrl
    ? await restoreIntoPostgres(reader, target.databaseUrl, progress)
    : await restoreIntoDataDir(reader, target.dataDir, progress);
  const wanted = reader.header.keyFingerprint ?? null;
  return {
    source: reader.header.source,
    createdAt: reader.header.createdAt,
    counts,
    keyMatches:
      wanted === null || wanted === (await secretKeyFingerprint(target.dataDir, target.secret)),
  };
}

/** What a restore did. */
export interface RestoreReport {
  /** The storage the backup was taken from. */
  source: 'files' | 'postgres';
  createdAt: string;
  counts: Record<string, number>;
  /**
   * False when the backup's secrets were sealed with a key the target does not have (no
   * secret.key in its DATA_DIR, no KEEL_SECRET, or another one): they cannot be opened until
   * the original key is put back.
   */
  keyMatches: boolean;
}
