import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docIdFor, fixedClock } from '@keel/core/domain';
import {
  Client,
  postgresAvailable,
  signUpUser,
  startKeel,
  startKeelProcess,
  startTestPostgres,
  type TestPostgres,
  type TestUser,
} from '@keel/sync-server/testing';

// A company's reports of totals are answered from the ledger summary kept with its last snapshot
// while the company is not in memory (no load of its books), the same as the loaded books answer;
// anything stored after that snapshot (a write acknowledged before a crash) makes the summary
// not count.

const clock = fixedClock('2026-06-01T09:00:00');
const reports = [
  'trial-balance',
  'profit-and-loss',
  'cash-flow',
  'balance-sheet?to=2026-05-31',
  'trial-balance?from=2026-05-01&to=2026-05-31',
];

const entry = (date: string, dollars: string) => ({
  date,
  memo: `Rent ${date}`,
  lines: [
    { accountId: 'rent', debit: dollars },
    { accountId: 'checking', credit: dollars },
  ],
});

async function readAll(client: Client, companyId: string): Promise<unknown[]> {
  const answers = [];
  for (const report of reports) {
    const res = await client.get(`/api/companies/${companyId}/reports/${report}`);
    expect(res.status, report).toBe(200);
    answers.push(res.body);
  }
  return answers;
}

async function post(client: Client, companyId: string, body: object): Promise<void> {
  const res = await client.post(`/api/companies/${companyId}/entries`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

const storages = [
  { name: 'embedded', available: true },
  { name: 'PostgreSQL', available: postgresAvailable() },
];

describe.each(storages.filter((s) => s.available))('kept ledger summaries on $name', ({ name }) => {
  let cluster: TestPostgres | null = null;
  const dirs: string[] = [];
  const newDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keel-summary-'));
    dirs.push(dir);
    return dir;
  };
  const database = async () => (cluster ? { databaseUrl: await cluster.database() } : {});

  beforeAll(async () => {
    if (name === 'PostgreSQL') cluster = await startTestPostgres();
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('answers reports of totals after a restart without loading the books, as the loaded books do', async () => {
    const dataDir = await newDir();
    const db = await database();
    const first = await startKeel({ dataDir, clock, ...db });
    let owner: TestUser;
    let loadedAnswers: unknown[];
    try {
      owner = await signUpUser(first.url, 'Olive');
      await post(owner.client, owner.companyId, entry('2026-04-30', '1200.00'));
      await post(owner.client, owner.companyId, entry('2026-05-31', '1250.50'));
      loadedAnswers = await readAll(owner.client, owner.companyId);
    } finally {
      await first.close();
    }

    const second = await startKeel({ dataDir, clock, ...db });
    try {
      const client = new Client(second.url);
      client.cookie = owner.client.cookie;
      const docId = docIdFor(owner.companyId);
      expect(await readAll(client, owner.companyId)).toEqual(loadedAnswers);
      expect(second.server.services.docs.isLoaded(docId)).toBe(false);

      // The general ledger lists entries: it loads the books; the reports read them from then on.
      const ledger = await client.get(`/api/companies/${owner.companyId}/reports/general-ledger`);
      expect(ledger.status).toBe(200);
      expect(second.server.services.docs.isLoaded(docId)).toBe(true);
      expect(await readAll(client, owner.companyId)).toEqual(loadedAnswers);

      await post(client, owner.companyId, entry('2026-05-15', '99.99'));
      loadedAnswers = await readAll(client, owner.companyId);
    } finally {
      await second.close();
    }

    const third = await startKeel({ dataDir, clock, ...db });
    try {
      const client = new Client(third.url);
      client.cookie = owner.client.cookie;
      const answers = await readAll(client, owner.companyId);
      expect(answers).toEqual(loadedAnswers);
      expect(JSON.stringify(answers[0])).toContain('2550.49');
      expect(third.server.services.docs.isLoaded(docIdFor(owner.companyId))).toBe(false);
    } finally {
      await third.close();
    }
  }, 180_000);

  it.runIf(name === 'embedded')(
    'keeps the summary of books stored without one (an older Keel, a restore) once they leave memory',
    async () => {
      const dataDir = await newDir();
      const first = await startKeel({ dataDir, clock });
      let owner: TestUser;
      try {
        owner = await signUpUser(first.url, 'Uma');
        await post(owner.client, owner.companyId, entry('2026-05-10', '42.00'));
      } finally {
        await first.close();
      }
      const docId = docIdFor(owner.companyId);
      await rm(join(dataDir, 'companies', `${docId}.summaries`));

      const second = await startKeel({ dataDir, clock, docIdleMs: 300 });
      try {
        const client = new Client(second.url);
        client.cookie = owner.client.cookie;
        const loadedAnswers = await readAll(client, owner.companyId);
        // No summary: the books were loaded to answer, and leave memory once idle, unchanged.
        await expect.poll(() => second.server.services.docs.isLoaded(docId)).toBe(false);
        expect(await readAll(client, owner.companyId)).toEqual(loadedAnswers);
        expect(second.server.services.docs.isLoaded(docId)).toBe(false);
      } finally {
        await second.close();
      }
    },
    180_000,
  );

  it('does not answer from a summary a write made after it (acknowledged, then the server killed)', async () => {
    const dataDir = await newDir();
    const env = {
      KEEL_TEST_DATA_DIR: dataDir,
      ...(cluster ? { DATABASE_URL: await cluster.database() } : {}),
    };
    const first = await startKeelProcess(env);
    const owner = await signUpUser(first.url, 'Kim');
    await post(owner.client, owner.companyId, entry('2026-03-31', '500.00'));
    await first.close();

    const second = await startKeelProcess(env);
    const client = new Client(second.url);
    client.cookie = owner.client.cookie;
    await post(client, owner.companyId, entry('2026-04-30', '777.00'));
    await second.kill();

    const third = await startKeelProcess(env);
    try {
      const after = new Client(third.url);
      after.cookie = owner.client.cookie;
      const path = `/api/companies/${owner.companyId}/reports/trial-balance`;
      const cold = await after.get(path);
      expect(cold.status).toBe(200);
      expect(JSON.stringify(cold.body)).toContain('1277');
      // The same as the loaded books answer.
      expect(
        (await after.get(`/api/companies/${owner.companyId}/reports/general-ledger`)).status,
      ).toBe(200);
      expect((await after.get(path)).body).toEqual(cold.body);
    } finally {
      await third.close();
    }
  }, 180_000);
});
