import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { LogFn } from '@keel/core/server';
import { snapshotPathIn, writeSnapshotFile } from './documentFiles';
import { FsyncJsonFile, fsyncDir, isFsyncTempName } from './fsyncJsonFile';
import { jsonLine } from './jsonLines';
import { accountsFileSchema, legacyKeelDataSchema, type AccountsFile } from './records';

/** A company document as Keel saved it before the snapshot and log: one JSON file. */
const legacyDocSchema = z.object({
  docId: z.string(),
  state: z.string(),
  schemaVersions: z.record(z.string(), z.number().int().nonnegative()).default({}),
});

let counter = 0;

/** Writes a whole file durably and atomically (temp file, sync, rename, sync of the folder). */
async function replaceFile(dir: string, name: string, bytes: Buffer): Promise<void> {
  counter += 1;
  const temp = join(dir, `.${name}.${process.pid}.${counter}.tmp`);
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, join(dir, name));
  await fsyncDir(dir);
}

/**
 * Moves the audit log and the notifications out of keel.json into their own logs. The logs are
 * written whole first (replacing what a start killed half-way through this left), and keel.json
 * loses them only after: a crash at any point leaves keel.json to move again.
 */
async function moveLogsOutOfAccounts(dataDir: string, log: LogFn): Promise<void> {
  const file = new FsyncJsonFile<unknown>(join(dataDir, 'keel.json'));
  const raw = await file.read();
  if (raw === null || typeof raw !== 'object' || !('audit' in raw || 'notifications' in raw))
    return;
  const old = legacyKeelDataSchema.parse(raw);
  // The records exactly as stored: the audit chain hashes each one's JSON.
  const audit = (raw as { audit?: unknown }).audit;
  const auditRecords = Array.isArray(audit) ? (audit as Record<string, unknown>[]) : [];
  const auditDir = join(dataDir, 'audit');
  await mkdir(auditDir, { recursive: true });
  const segments = new Map<string, Buffer[]>();
  let month = '';
  for (const record of auditRecords) {
    // The audit log's rule: a record goes to its month's segment, or to a later one already begun.
    const at = typeof record.at === 'string' ? record.at.slice(0, 7) : '';
    if (/^\d{4}-\d{2}$/.test(at) && at > month) month = at;
    if (month === '') month = '0000-01';
    segments.set(month, [...(segments.get(month) ?? []), jsonLine(record)]);
  }
  for (const [segment, lines] of segments)
    await replaceFile(auditDir, `${segment}.log`, Buffer.concat(lines));
  await replaceFile(
    dataDir,
    'notifications.log',
    Buffer.concat(old.notifications.map((record) => jsonLine({ add: [record] }))),
  );
  const accounts: AccountsFile = accountsFileSchema.parse(old);
  await file.write(accounts);
  log('info', 'Moved the audit log and notifications out of keel.json', {
    audit: auditRecords.length,
    notifications: old.notifications.length,
  });
}

/**
 * Turns each company document saved whole (`companies/{docId}.json`) into a snapshot with an
 * empty log. A document whose snapshot exists was turned already (the JSON file is what a crash
 * left): only the JSON file goes. The readable copy of the tables the JSON file held goes too.
 */
async function snapshotWholeDocuments(dataDir: string, log: LogFn): Promise<void> {
  const dir = join(dataDir, 'companies');
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let turned = 0;
  for (const name of names) {
    if (!name.endsWith('.json') || isFsyncTempName(name)) continue;
    const path = join(dir, name);
    const docId = name.slice(0, -'.json'.length);
    const exists = await stat(snapshotPathIn(dir, docId)).then(
      () => true,
      () => false,
    );
    if (!exists) {
      const stored = legacyDocSchema.parse(JSON.parse(await readFile(path, 'utf8')));
      const state = new Uint8Array(Buffer.from(stored.state, 'base64'));
      await writeSnapshotFile(dir, docId, 1, stored.schemaVersions, state);
      turned += 1;
    }
    await rm(path);
    await fsyncDir(dir);
  }
  if (turned > 0) log('info', 'Turned company documents into snapshots', { documents: turned });
}

/**
 * Brings a DATA_DIR written by an older Keel (keel.json holding the audit log and the
 * notifications, each company document one JSON file) to today's layout, losing nothing. Run on
 * start, before anything opens the files; on a current DATA_DIR it changes nothing.
 */
export async function upgradeDataDir(dataDir: string, log: LogFn): Promise<void> {
  await moveLogsOutOfAccounts(dataDir, log);
  await snapshotWholeDocuments(dataDir, log);
}
