import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { checkAuditLog } from '../accounts/auditLogCheck';
import { Client, startKeel, type TestKeel } from '../testing/testServer';
import { storedDocument } from '../testing/storedDocument';

// fixtures/data-dir-before-logs is a DATA_DIR as the Keel before this store left it (written by
// that version's server: two sign-ups, an invitation accepted, a failed sign-in, a transaction):
// keel.json holds the audit log and the notifications, each company document is one JSON file.
const fixture = join(import.meta.dirname, '..', 'testing', 'fixtures', 'data-dir-before-logs');
const OWNER_COMPANY = '1b9a7beddcde447e8801551ecedec66b';
const PASSWORD = 'Granite-Harbor-Lantern-42';
const clock = fixedClock('2026-11-21T09:00:00Z');

interface OldKeelJson {
  audit: Record<string, unknown>[];
  notifications: { id: string; title: string }[];
}
const old = JSON.parse(await readFile(join(fixture, 'keel.json'), 'utf8')) as OldKeelJson;

const dirs: string[] = [];
const servers: TestKeel[] = [];
afterAll(async () => {
  for (const keel of servers) await keel.close().catch(() => {});
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A copy of the stored DATA_DIR to start on. */
async function copyOfFixture(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'keel-upgrade-'));
  dirs.push(dir);
  await cp(fixture, dir, { recursive: true });
  return dir;
}

async function start(dataDir: string): Promise<TestKeel> {
  const keel = await startKeel({ dataDir, clock });
  servers.push(keel);
  return keel;
}

async function signedIn(keel: TestKeel, email: string): Promise<Client> {
  const client = new Client(keel.url);
  const res = await client.post('/api/auth/login', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

const auditRecords = async (keel: TestKeel) => {
  const records: Record<string, unknown>[] = [];
  for await (const record of keel.server.services.storage.audit.records()) records.push(record);
  return records;
};

describe('a DATA_DIR of the Keel before the append-only store', () => {
  let dataDir: string;
  let keel: TestKeel;
  beforeAll(async () => {
    dataDir = await copyOfFixture();
    keel = await start(dataDir);
  });

  it('is upgraded on the first start: keel.json keeps only the accounts, documents become snapshots', async () => {
    const accounts = JSON.parse(await readFile(join(dataDir, 'keel.json'), 'utf8')) as object;
    expect(Object.keys(accounts)).not.toContain('audit');
    expect(Object.keys(accounts)).not.toContain('notifications');
    const companies = await readdir(join(dataDir, 'companies'));
    expect(companies.filter((name) => name.endsWith('.json'))).toEqual([]);
    expect(companies).toContain(`${OWNER_COMPANY}.snapshot`);
    expect(await readdir(join(dataDir, 'audit'))).toEqual(['2026-11.log']);
  });

  it('loses nothing: sign-in, the books, the notifications and the audit chain', async () => {
    const owner = await signedIn(keel, 'olive@stored.test');
    const listed = await owner.get(`/api/companies/${OWNER_COMPANY}/transactions`);
    expect(listed.status).toBe(200);
    expect(listed.body.transactions).toEqual([
      expect.objectContaining({ description: 'Flour from the mill', amount: '-123.45' }),
    ]);
    const inbox = await owner.get(`/api/notifications?companyId=${OWNER_COMPANY}`);
    expect(
      (inbox.body.notifications as { id: string; title: string }[]).map((n) => [n.id, n.title]),
    ).toEqual(old.notifications.map((n) => [n.id, n.title]));

    const records = await auditRecords(keel);
    // The stored records exactly as they were, then the sign-in just made, chained after them.
    expect(records.slice(0, old.audit.length)).toEqual(old.audit);
    expect(records.slice(old.audit.length)).toEqual([
      expect.objectContaining({ kind: 'sign-in', email: 'olive@stored.test', outcome: 'success' }),
    ]);
    const { check } = await checkAuditLog(keel.server.services.storage.audit);
    expect(check).toMatchObject({ records: old.audit.length + 1, brokenAt: null, chainStart: 0 });
  });

  it('changes nothing more on the next start', async () => {
    await keel.server.close();
    const before = await storedDocument(dataDir, OWNER_COMPANY);
    keel = await start(dataDir);
    const after = await storedDocument(dataDir, OWNER_COMPANY);
    expect(after?.bytes).toEqual(before?.bytes);
    expect(await auditRecords(keel)).toHaveLength(old.audit.length + 1);
    await signedIn(keel, 'ash@stored.test');
  });
});

describe('an upgrade interrupted by a crash', () => {
  it('is done again on the next start, without a record twice', async () => {
    const dataDir = await copyOfFixture();
    await (await start(dataDir)).server.close();
    // As if the start had stopped after writing the logs and the snapshots, before it rewrote
    // keel.json and removed the document files.
    await cp(join(fixture, 'keel.json'), join(dataDir, 'keel.json'));
    await cp(join(fixture, 'companies'), join(dataDir, 'companies'), { recursive: true });

    const keel = await start(dataDir);
    expect(await auditRecords(keel)).toEqual(old.audit);
    const owner = await signedIn(keel, 'olive@stored.test');
    const inbox = await owner.get(`/api/notifications?companyId=${OWNER_COMPANY}`);
    expect(inbox.body.notifications).toHaveLength(old.notifications.length);
    const listed = await owner.get(`/api/companies/${OWNER_COMPANY}/transactions`);
    expect(listed.body.transactions).toHaveLength(1);
    const companies = await readdir(join(dataDir, 'companies'));
    expect(companies.filter((name) => name.endsWith('.json'))).toEqual([]);
  });
});
