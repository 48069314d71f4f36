import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAuditLog } from '../../accounts/auditLogCheck';
import {
  postgresAvailable,
  startTestPostgres,
  type TestPostgres,
} from '../../testing/testPostgres';
import { Client, signUpUser, startKeel, type TestUser } from '../../testing/testServer';
import { restoreBackup, takeBackup, type BackupTarget } from './backup';
import { BadBackupError } from './backupFile';
import { TargetNotEmptyError } from './restoreDataDir';

let cluster: TestPostgres;
let dir: string;
beforeAll(async () => {
  if (postgresAvailable()) cluster = await startTestPostgres();
  dir = await mkdtemp(join(tmpdir(), 'keel-backup-test-'));
});
afterAll(async () => {
  await cluster?.close();
  await rm(dir, { recursive: true, force: true });
});

const quiet = () => {};
let made = 0;
/** A new empty DATA_DIR (not created: restore makes it). */
const newDataDir = () => join(dir, `data-${(made += 1)}`);
/** A new empty database, and a DATA_DIR for what a server keeps beside it (its secret key). */
async function newDatabase(): Promise<BackupTarget> {
  const dataDir = newDataDir();
  await mkdir(dataDir);
  return { dataDir, databaseUrl: await cluster.database() };
}
/** A backup file's path in the test folder. */
const newFile = () => join(dir, `backup-${(made += 1)}.keel.gz`);

async function postEntries(user: TestUser, memo: string, cents: number) {
  for (const [debit, credit] of [
    ['checking', 'owners-capital'],
    ['rent', 'checking'],
  ]) {
    const res = await user.client.post(`/api/companies/${user.companyId}/entries`, {
      date: '2026-02-03',
      memo,
      lines: [
        { accountId: debit, debit: (cents / 100).toFixed(2) },
        { accountId: credit, credit: (cents / 100).toFixed(2) },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

const trialBalanceOf = async (url: string, user: TestUser) => {
  const client = new Client(url);
  client.cookie = user.client.cookie;
  const res = await client.get(
    `/api/companies/${user.companyId}/reports/trial-balance?from=2026-01-01&to=2026-12-31`,
  );
  expect(res.status).toBe(200);
  return res.body;
};

/** Every company's trial balance, a plugin file's bytes and record, and the audit chain, on a server started on `target`. */
async function whatServerShows(target: BackupTarget, users: TestUser[], fileId: string) {
  const keel = await startKeel({
    dataDir: target.dataDir,
    ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : {}),
  });
  try {
    const { storage } = keel.server.services;
    const opened = await storage.files('bookkeeping').open(users[0]!.companyId, fileId);
    return {
      trialBalances: await Promise.all(users.map((user) => trialBalanceOf(keel.url, user))),
      file: opened ? await text(opened.stream) : null,
      record: await storage.records('training').get('progress', users[0]!.userId),
      auditBroken: (await checkAuditLog(storage.audit)).check.brokenAt,
    };
  } finally {
    await keel.close();
  }
}

// Each test starts servers, writes, backs up and restores, several times: on a loaded CI machine one
// took longer than the 20 s default.
const slow = { timeout: 180_000 };

describe.runIf(postgresAvailable())('npm run keel -- backup / restore', slow, () => {
  it('round trip: a running embedded server backed up, restored into PostgreSQL, backed up there and restored into files, with every company, document and file the same', async () => {
    const source = await startKeel();
    let expected: Awaited<ReturnType<typeof whatServerShows>>;
    let users: TestUser[];
    let fileId: string;
    try {
      users = [
        await signUpUser(source.url, 'Ada', 'Ada Books'),
        await signUpUser(source.url, 'Bo', 'Bo Bakery'),
      ];
      const renamed = await users[0]!.client.patch(`/api/companies/${users[0]!.companyId}`, {
        name: 'Ada Books Renamed',
      });
      expect(renamed.status).toBe(200);
      await postEntries(users[0]!, 'Ada opening', 1234_56);
      await postEntries(users[1]!, 'Bo opening', 98_00);
      const { storage } = source.server.services;
      fileId = (
        await storage
          .files('bookkeeping')
          .put(
            users[0]!.companyId,
            { name: 'r.pdf', type: 'application/pdf', createdBy: users[0]!.userId },
            new TextEncoder().encode('%PDF-1 receipt'),
            100,
          )
      ).id;
      await storage.records('training').put('progress', users[0]!.userId, { lessons: ['intro'] });
      const fromFiles = newFile();
      const manifest = await takeBackup({ dataDir: source.dataDir }, fromFiles, quiet);
      expect(manifest.counts).toMatchObject({ file: 1, pluginRecord: 1 });
      expect(manifest.counts.document).toBeGreaterThanOrEqual(2);
      expect(manifest.counts.audit).toBeGreaterThanOrEqual(1);

      // Into PostgreSQL, and a backup of that database means the same content.
      const database = await newDatabase();
      const restored = await restoreBackup(database, fromFiles, quiet);
      expect(restored.source).toBe('files');
      // Its DATA_DIR has no secret.key: the sealed secrets need the source's, and restore says so.
      expect(restored.keyMatches).toBe(false);
      expect(restored.counts).toEqual(manifest.counts);
      const fromPostgres = newFile();
      expect((await takeBackup(database, fromPostgres, quiet)).digest).toBe(manifest.digest);

      // And back into a DATA_DIR, and the first backup into another one.
      const files = { dataDir: newDataDir() };
      expect((await restoreBackup(files, fromPostgres, quiet)).source).toBe('postgres');
      const sameMode = { dataDir: newDataDir() };
      await mkdir(sameMode.dataDir);
      await copyFile(join(source.dataDir, 'secret.key'), join(sameMode.dataDir, 'secret.key'));
      expect((await restoreBackup(sameMode, fromFiles, quiet)).keyMatches).toBe(true);
      expect((await takeBackup(files, newFile(), quiet)).digest).toBe(manifest.digest);
      expect((await takeBackup(sameMode, newFile(), quiet)).digest).toBe(manifest.digest);

      await source.server.close();
      expected = await whatServerShows({ dataDir: source.dataDir }, users, fileId);
      expect(
        expected.trialBalances.map((tb) => (tb as { totalDebits: number }).totalDebits),
      ).toEqual([1234.56, 98]);
      expect(expected.file).toBe('%PDF-1 receipt');
      expect(expected.auditBroken).toBeNull();
      for (const target of [database, files, sameMode])
        expect(await whatServerShows(target, users, fileId)).toEqual(expected);
    } finally {
      await source.close();
    }
  });

  for (const mode of ['files', 'postgres'] as const)
    it(`a backup taken on ${mode} while writers write holds every write acknowledged before it began`, async () => {
      const databaseUrl = mode === 'postgres' ? await cluster.database() : undefined;
      const keel = await startKeel(databaseUrl ? { databaseUrl } : {});
      const owner = await signUpUser(keel.url);
      const acknowledged: string[] = [];
      let writing = true;
      const writer = async (n: number) => {
        const client = new Client(keel.url);
        client.cookie = owner.client.cookie;
        for (let i = 0; writing; i += 1) {
          const res = await client.post(`/api/companies/${owner.companyId}/transactions`, {
            description: `Writer ${n}-${i}`,
            amount: '-12.34',
            accountId: 'office-supplies',
            transactionDate: '2026-03-10',
          });
          expect(res.status).toBe(201);
          acknowledged.push((res.body.transaction as { id: string }).id);
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      let before: string[];
      const file = newFile();
      try {
        while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10));
        before = [...acknowledged];
        await takeBackup(
          { dataDir: keel.dataDir, ...(databaseUrl ? { databaseUrl } : {}) },
          file,
          quiet,
        );
      } finally {
        writing = false;
        await Promise.all(writers);
        await keel.close();
      }

      // Restored into the other storage, a server shows every transaction acknowledged before.
      const target = mode === 'files' ? await newDatabase() : { dataDir: newDataDir() };
      await restoreBackup(target, file, quiet);
      const restored = await startKeel(target);
      try {
        const client = new Client(restored.url);
        client.cookie = owner.client.cookie;
        const listed = await client.get(`/api/companies/${owner.companyId}/transactions`);
        expect(listed.status).toBe(200);
        const ids = new Set((listed.body.transactions as { id: string }[]).map((t) => t.id));
        expect(before.filter((id) => !ids.has(id))).toEqual([]);
        // Nothing that was never acknowledged: every restored one was written by the writers.
        const all = new Set(acknowledged);
        expect([...ids].filter((id) => !all.has(id))).toEqual([]);
        const { storage } = restored.server.services;
        expect((await checkAuditLog(storage.audit)).check.brokenAt).toBeNull();
      } finally {
        await restored.close();
      }
    });

  it('refuses a damaged, cut-short, foreign or newer backup and a target that holds data, writing nothing', async () => {
    const keel = await startKeel();
    await signUpUser(keel.url);
    const good = newFile();
    await takeBackup({ dataDir: keel.dataDir }, good, quiet);
    // A backup never replaces a file, and one of a folder that is not a DATA_DIR is refused.
    await expect(takeBackup({ dataDir: keel.dataDir }, good, quiet)).rejects.toThrow(
      'already exists',
    );
    await expect(takeBackup({ dataDir: dir }, newFile(), quiet)).rejects.toThrow(
      'holds no Keel data (no keel.json)',
    );
    await keel.close();
    const bytes = await readFile(good);
    const lines = gunzipSync(bytes).toString('utf8').split('\n');

    const variants: [string, Buffer, RegExp][] = [];
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    variants.push(['flipped', flipped, /is damaged/]);
    variants.push(['cut', bytes.subarray(0, Math.floor(bytes.length * 0.7)), /is damaged/]);
    // An entry changed and the file compressed again: gzip is whole, the checksum is not.
    const edited = lines.map((line, i) => (i === 2 ? line.replace(/"t":"/, '"t" : "') : line));
    expect(edited.join('\n')).not.toBe(lines.join('\n'));
    variants.push([
      'edited',
      gzipSync(edited.join('\n')),
      /is damaged: its SHA-256 checksum does not match its manifest/,
    ]);
    const newer = lines.map((line, i) =>
      i === 0 ? line.replace('"version":1', '"version":2') : line,
    );
    variants.push([
      'newer',
      gzipSync(newer.join('\n')),
      /is in format version 2; this Keel reads version 1 and older/,
    ]);
    variants.push(['foreign', gzipSync('{"hello":1}\n'), /is not a Keel backup/]);

    for (const [name, content, message] of variants) {
      const file = join(dir, `${name}.keel.gz`);
      await writeFile(file, content);
      const files = newDataDir();
      const error = await restoreBackup({ dataDir: files }, file, quiet).catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(BadBackupError);
      expect((error as Error).message, name).toMatch(message);
      expect((error as Error).message, name).toContain('Nothing was restored');
      expect(existsSync(files), name).toBe(false);

      const databaseUrl = await cluster.database();
      await expect(restoreBackup({ dataDir: dir, databaseUrl }, file, quiet), name).rejects.toThrow(
        message,
      );
      const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      try {
        // The schema may have been made (as a first start would); no row of data was written.
        const tables = await sql<{ table_name: string }[]>`
          SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_name <> 'keel_migrations'`;
        for (const { table_name: table } of tables)
          expect((await sql`SELECT 1 FROM ${sql(table)} LIMIT 1`).length, `${name} ${table}`).toBe(
            0,
          );
      } finally {
        await sql.end();
      }
    }

    // A target that holds data is refused, and left as it was.
    const held = newDataDir();
    await restoreBackup({ dataDir: held }, good, quiet);
    const before = await readdir(held);
    await expect(restoreBackup({ dataDir: held }, good, quiet)).rejects.toThrow(
      TargetNotEmptyError,
    );
    expect(await readdir(held)).toEqual(before);
    const database = await newDatabase();
    await restoreBackup(database, good, quiet);
    await expect(restoreBackup(database, good, quiet)).rejects.toThrow(
      /The database already holds data \(users/,
    );
  });
});
