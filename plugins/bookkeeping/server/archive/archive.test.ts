import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import * as Y from 'yjs';
import { createStore } from 'tinybase';
import { bindStoreToDoc, parseHledgerJournal, trialBalance } from '@keel/core/domain';
import {
  Client,
  addMember,
  connect,
  signUpUser,
  startKeel,
  synced,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { bookkeepingTables } from '../../domain/schema';
import { ENTRIES_TABLE, entryToRow } from '../../domain/ledger/entryRow';

let keel: TestKeel;
let ada: TestUser;
let owner: Client;
let companyId: string;
let base: string;

const lock = (lockDate: string) => owner.request('PUT', `${base}/settings/lock-date`, { lockDate });
const close = (client: Client, year: number | string) => client.post(`${base}/archive/${year}`);

async function journal(): Promise<string> {
  const res = await fetch(`${keel.url}${base}/export/journal`, {
    headers: { cookie: owner.cookie, origin: keel.url },
  });
  return res.text();
}

/** Every report the server gives, over ranges inside, across and after the archived years. */
const reportQueries = [
  'trial-balance',
  'trial-balance?from=2024-01-01&to=2024-12-31',
  'trial-balance?from=2024-06-01&to=2025-06-30',
  'trial-balance?from=2026-01-01',
  'profit-and-loss?from=2024-01-01&to=2024-12-31',
  'profit-and-loss?from=2025-01-01&to=2025-12-31',
  'profit-and-loss',
  'balance-sheet?to=2024-06-30',
  'balance-sheet?to=2024-12-31',
  'balance-sheet?to=2025-08-31',
  'balance-sheet?to=2026-03-31',
  'cash-flow?from=2024-03-01&to=2025-02-28',
  'cash-flow?from=2026-01-01&to=2026-12-31',
  'general-ledger',
  'general-ledger?from=2024-01-01&to=2024-12-31',
  'general-ledger?from=2024-06-01&to=2025-06-30',
  // Opening balances after the archived years, income accounts included (not zeroed by the carry-forward).
  'general-ledger?from=2026-01-01',
  'general-ledger?from=2025-03-01&accountId=service-revenue',
  'general-ledger?from=2026-01-01&accountId=retained-earnings',
];
const allReports = async () =>
  Promise.all(reportQueries.map(async (q) => (await owner.get(`${base}/reports/${q}`)).body));

/** The live books as the server's document holds them. */
const liveEntryIds = async () => {
  const store = await keel.server.services.docs.store(companyId, 'bookkeeping');
  return store.getRowIds(ENTRIES_TABLE).sort();
};

beforeAll(async () => {
  keel = await startKeel({ pluginsDir: join(import.meta.dirname, '..', '..', '..') });
  ada = await signUpUser(keel.url, 'Ada', 'Ada Ltd');
  owner = ada.client;
  companyId = ada.companyId;
  base = `/api/companies/${companyId}`;
  const post = (date: string, memo: string, debit: string, credit: string, amount: string) =>
    owner.post(`${base}/entries`, {
      date,
      memo,
      lines: [
        { accountId: debit, debit: amount },
        { accountId: credit, credit: amount },
      ],
    });
  for (const res of [
    await post('2024-01-05', 'Owner investment', 'checking', 'owners-capital', '10000'),
    await post('2024-03-10', 'Consulting', 'accounts-receivable', 'service-revenue', '4200.50'),
    await post('2024-04-02', 'Client paid', 'checking', 'accounts-receivable', '4200.50'),
    await post('2024-07-01', 'Rent', 'rent', 'checking', '800.10'),
    await post('2025-02-01', 'Consulting', 'checking', 'service-revenue', '1500'),
    await post('2025-05-01', 'Laptop', 'office-supplies', 'credit-card', '1999.99'),
    await post('2026-01-15', 'Consulting', 'checking', 'service-revenue', '300'),
  ])
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  const transaction = await owner.post(`${base}/transactions`, {
    description: 'Bank fee',
    amount: '-12.00',
    accountId: 'bank-fees',
    transactionDate: '2024-08-01',
  });
  expect(transaction.status, JSON.stringify(transaction.body)).toBe(201);
});
afterAll(() => keel.close());

describe('/api/companies/:companyId/archive', () => {
  it('archives closed years in order, and every report reads the same as before', async () => {
    const before = await allReports();
    const beforeJournal = parseHledgerJournal(await journal());
    expect(beforeJournal.ok).toBe(true);

    expect((await owner.get(`${base}/archive`)).body).toEqual({ years: [] });
    expect(await close(owner, 2024)).toMatchObject({
      status: 409,
      body: { error: 'Lock the books through 2024-12-31 before closing fiscal year 2024' },
    });
    expect((await lock('2025-12-31')).status).toBe(200);
    expect(await close(owner, 2025)).toMatchObject({
      status: 409,
      body: { error: 'Close fiscal year 2024 first: years are archived in order' },
    });

    const first = await close(owner, 2024);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.archive).toMatchObject({
      year: 2024,
      from: '2024-01-01',
      to: '2024-12-31',
      entries: 5,
      transactions: 1,
      archivedBy: expect.stringContaining('Ada Tester'),
    });
    expect(await allReports()).toEqual(before);
    expect(await close(owner, 2024)).toMatchObject({
      status: 409,
      body: { error: 'Fiscal year 2024 is already archived' },
    });

    expect((await close(owner, 2025)).status).toBe(201);
    expect(await allReports()).toEqual(before);
    expect(await liveEntryIds()).toEqual(expect.arrayContaining(['carry-forward-2025']));
    expect((await liveEntryIds()).filter((id) => id.startsWith('carry-forward'))).toEqual([
      'carry-forward-2025',
    ]);
    expect(await liveEntryIds()).toHaveLength(2);

    const list = await owner.get(`${base}/archive`);
    expect((list.body.years as { year: number }[]).map((y) => y.year)).toEqual([2024, 2025]);
    expect(list.body.years).toContainEqual(
      expect.objectContaining({ year: 2025, entries: 2, transactions: 0 }),
    );

    // The export is still the whole ledger: the archived years' entries, no carry-forward.
    const after = parseHledgerJournal(await journal());
    if (!after.ok || !beforeJournal.ok) throw new Error('journal does not read');
    expect(after.entries.map((e) => e.id).sort()).toEqual(
      beforeJournal.entries.map((e) => e.id).sort(),
    );
    expect(trialBalance(after.accounts, after.entries)).toEqual(
      trialBalance(beforeJournal.accounts, beforeJournal.entries),
    );
  });

  it('serves one archive file, and 404 for a year not archived', async () => {
    const file = await owner.get(`${base}/archive/2024`);
    expect(file.status).toBe(200);
    expect(file.body).toMatchObject({ format: 'keel-books-year-archive', year: 2024 });
    expect(Object.keys(file.body.transactions as object)).toHaveLength(1);
    expect((await owner.get(`${base}/archive/2023`)).body).toEqual({
      error: 'Fiscal year 2023 is not archived',
    });
    expect((await owner.get(`${base}/archive/20x4`)).body.fields).toEqual({
      year: 'Use a fiscal year as YYYY',
    });
  });

  it('lets only the roles that close periods archive; every member may read', async () => {
    const bookkeeper = await signUpUser(keel.url, 'Bea', 'Bea Ltd');
    await addMember(keel, ada, bookkeeper, 'bookkeeper');
    const viewer = await signUpUser(keel.url, 'Vera', 'Vera Ltd');
    await addMember(keel, ada, viewer, 'viewer');
    expect((await close(bookkeeper.client, 2026)).status).toBe(403);
    expect((await close(viewer.client, 2026)).status).toBe(403);
    expect((await viewer.client.get(`${base}/archive`)).status).toBe(200);
    const stranger = await signUpUser(keel.url, 'Eve', 'Eve Ltd');
    expect((await stranger.client.get(`${base}/archive`)).status).toBe(404);
  });

  it("keeps an open browser from undoing the archive's changes", async () => {
    const browser = createStore();
    const doc = new Y.Doc();
    bindStoreToDoc(browser, doc, 'bookkeeping', Object.keys(bookkeepingTables));
    const provider = connect(keel.wsUrl, companyId, owner.cookie, doc);
    try {
      await synced(provider);
      expect(browser.getRowIds(ENTRIES_TABLE)).toContain('carry-forward-2025');
      browser.delRow(ENTRIES_TABLE, 'carry-forward-2025');
      browser.setRow(
        ENTRIES_TABLE,
        'sneaky',
        entryToRow({
          id: 'sneaky',
          date: '2024-05-01',
          memo: 'Back into an archived year',
          lines: [
            { accountId: 'rent', debit: 100, credit: 0 },
            { accountId: 'checking', debit: 0, credit: 100 },
          ],
        }),
      );
      expect(browser.hasRow(ENTRIES_TABLE, 'sneaky')).toBe(true);
      const deadline = Date.now() + 5000;
      while (
        (!browser.hasRow(ENTRIES_TABLE, 'carry-forward-2025') ||
          browser.hasRow(ENTRIES_TABLE, 'sneaky')) &&
        Date.now() < deadline
      )
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(browser.hasRow(ENTRIES_TABLE, 'carry-forward-2025')).toBe(true);
      expect(browser.hasRow(ENTRIES_TABLE, 'sneaky')).toBe(false);
      expect(await liveEntryIds()).not.toContain('sneaky');
    } finally {
      provider.destroy();
    }
  });
});
