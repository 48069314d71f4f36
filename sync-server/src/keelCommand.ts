// `npm run keel -- migrate --to postgres [--data-dir DIR]`: copies an embedded DATA_DIR into the
// empty PostgreSQL database DATABASE_URL names, then checks the copy (storage/copyToPostgres.ts).
// `npm run keel -- migrate --to files --data-dir DIR`: the way back, into an empty DATA_DIR
// (storage/copyToFiles.ts). Stop the servers first: what is copied must not change meanwhile.
// Exit code 0 when every count and document matched, 1 when something differs, 2 when it could
// not run.
// `npm run keel -- backup FILE` and `restore FILE`: storage/backup/backup.ts (backupCommand.ts).
import { resolve } from 'node:path';
import { runBackupCommand } from './storage/backup/backupCommand';
import { copyPostgresToDataDir } from './storage/copyToFiles';
import { copyDataDirToPostgres } from './storage/copyToPostgres';

const args = process.argv.slice(2);
const valueOf = (flag: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const usage = [
  'Usage: npm run keel -- migrate --to postgres|files [--data-dir DIR]   (DATABASE_URL names the database)',
  '       npm run keel -- backup FILE [--data-dir DIR]    (of DATABASE_URL when set, else of DATA_DIR)',
  '       npm run keel -- restore FILE [--data-dir DIR]   (into DATABASE_URL when set, else into DATA_DIR)',
].join('\n');
// npm runs the script at the repository root; a relative DATA_DIR means where the command was typed.
const from = process.env.INIT_CWD ?? process.cwd();
const dataDir = resolve(from, valueOf('--data-dir') ?? process.env.DATA_DIR ?? './data');
const databaseUrl = process.env.DATABASE_URL || undefined;

if (args[0] === 'backup' || args[0] === 'restore') {
  const file = args[1];
  if (!file || file.startsWith('--')) {
    process.stderr.write(`${usage}\n`);
    process.exit(2);
  }
  process.exit(
    await runBackupCommand(
      args[0],
      resolve(from, file),
      { dataDir, databaseUrl, secret: process.env.KEEL_SECRET || undefined },
      process.stdout,
    ),
  );
}

const to = valueOf('--to');
if (args[0] !== 'migrate' || (to !== 'postgres' && to !== 'files')) {
  process.stderr.write(`${usage}\n`);
  process.exit(2);
}
if (!databaseUrl) {
  process.stderr.write(`DATABASE_URL is not set.\n${usage}\n`);
  process.exit(2);
}
try {
  const log = (level: string, message: string, details?: Record<string, unknown>) => {
    if (level !== 'info')
      process.stderr.write(`${level}: ${message} ${JSON.stringify(details ?? {})}\n`);
  };
  const report =
    to === 'postgres'
      ? await copyDataDirToPostgres(dataDir, databaseUrl, log)
      : await copyPostgresToDataDir(databaseUrl, dataDir, log);
  const [source, target] =
    to === 'postgres' ? [dataDir, 'the database'] : ['the database', dataDir];
  process.stdout.write(`Copied ${source} into ${target}:\n`);
  for (const [what, count] of Object.entries(report.counts))
    process.stdout.write(`  ${what}: ${count}\n`);
  if (report.mismatches.length > 0) {
    process.stdout.write(`The check after the copy found differences:\n`);
    for (const mismatch of report.mismatches) process.stdout.write(`  ${mismatch}\n`);
    process.exit(1);
  }
  const next =
    to === 'postgres' ? 'with DATABASE_URL set' : `with DATA_DIR=${dataDir} and no DATABASE_URL`;
  process.stdout.write(`Every count and every document matches. Start Keel ${next}.\n`);
} catch (error) {
  process.stderr.write(
    `Migration failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(2);
}
