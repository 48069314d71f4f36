import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { parseHledgerJournal, trialBalance } from '@keel/core/domain';
import {
  Client,
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';

let keel: TestKeel;
let ada: TestUser;
let owner: Client;
let companyId: string;
let base: string;

async function journalText(
  client: Client,
): Promise<{ status: number; type: string; text: string }> {
  const res = await fetch(`${keel.url}${base}/export/journal`, {
    headers: { cookie: client.cookie, origin: keel.url },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    text: await res.text(),
  };
}

const post = (client: Client, body: unknown) => client.post(`${base}/entries`, body);
const report = (client: Client, query: string) => client.get(`${base}/reports/${query}`);

beforeAll(async () => {
  keel = await startKeel({ pluginsDir: join(import.meta.dirname, '..', '..', '..') });
  ada = await signUpUser(keel.url, 'Ada', 'Ada Ltd');
  owner = ada.client;
  companyId = ada.companyId;
  base = `/api/companies/${companyId}`;
});
afterAll(() => keel.close());

describe('/api/companies/:companyId ledger routes', () => {
  it('seeds the standard chart, posts entries and reports them in dollars', async () => {
    const entries = [
      {
        date: '2026-01-02',
        memo: 'Owner investment',
        lines: [
          { accountId: 'checking', debit: '10000' },
          { accountId: 'owners-capital', credit: 10000 },
        ],
      },
      {
        date: '2026-01-10',
        memo: 'Consulting',
        reference: 'INV-1',
        lines: [
          { accountId: 'checking', debit: '1234.56' },
          { accountId: 'service-revenue', credit: '1234.56' },
        ],
      },
      {
        date: '2026-01-20',
        memo: 'January rent',
        lines: [
          { accountId: 'rent', debit: 800.1 },
          { accountId: 'checking', credit: '800.10' },
        ],
      },
    ];
    for (const body of entries) {
      const res = await post(owner, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.entry).toMatchObject({ date: body.date, memo: body.memo });
    }

    const tb = await report(owner, 'trial-balance?from=2026-01-01&to=2026-12-31');
    expect(tb.status).toBe(200);
    expect(tb.body.totalDebits).toBe(11234.56);
    expect(tb.body.totalCredits).toBe(11234.56);
    expect(tb.body.rows).toContainEqual(
      expect.objectContaining({ name: 'Business Checking', debit: 10434.46, credit: 0 }),
    );

    const pl = await report(owner, 'profit-and-loss?from=2026-01-01&to=2026-01-31');
    expect(pl.status).toBe(200);
    expect(pl.body.income).toMatchObject({
      lines: [expect.objectContaining({ name: 'Service Revenue', amount: 1234.56 })],
      total: 1234.56,
    });
    expect((pl.body.expenses as { total: number }).total).toBe(800.1);
    expect(pl.body.netIncome).toBe(434.46);

    const bs = await report(owner, 'balance-sheet?to=2026-01-31');
    expect(bs.status).toBe(200);
    expect(bs.body.asOf).toBe('2026-01-31');
    expect(bs.body.totalAssets).toBe(10434.46);
    expect(bs.body.totalLiabilitiesAndEquity).toBe(bs.body.totalAssets);
    expect(bs.body.currentYearEarnings).toBe(434.46);

    const cf = await report(owner, 'cash-flow?from=2026-01-01&to=2026-01-31');
    expect(cf.status).toBe(200);
    expect(cf.body.netChange).toBe(10434.46);
  });

  it('exports a journal that reads back to the same trial balance', async () => {
    const exported = await journalText(owner);
    expect(exported.status).toBe(200);
    expect(exported.type).toMatch(/^text\/plain/);
    const read = parseHledgerJournal(exported.text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const fromJournal = trialBalance(read.accounts, read.entries);
    const fromApi = await report(owner, 'trial-balance');
    expect(fromJournal.totalDebits / 100).toBe(fromApi.body.totalDebits);
    const apiRows = fromApi.body.rows as { accountId: string; debit: number; credit: number }[];
    expect(
      fromJournal.rows.map((r) => ({
        accountId: r.accountId,
        debit: r.debit / 100,
        credit: r.credit / 100,
      })),
    ).toEqual(apiRows.map(({ accountId, debit, credit }) => ({ accountId, debit, credit })));
  });

  it('gives the general ledger in dollars: opening balance, running balances, one account', async () => {
    const all = await report(owner, 'general-ledger?from=2026-01-01&to=2026-01-31');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body).toMatchObject({
      kind: 'general-ledger',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    const ledgers = all.body.accounts as { accountId: string; closingBalance: number }[];
    expect(ledgers.map((a) => a.accountId).sort()).toEqual(
      ['checking', 'owners-capital', 'rent', 'service-revenue'].sort(),
    );
    expect(ledgers.find((a) => a.accountId === 'checking')).toEqual({
      accountId: 'checking',
      number: expect.any(String),
      name: 'Business Checking',
      openingBalance: 0,
      lines: [
        {
          date: '2026-01-02',
          entryId: expect.any(String),
          memo: 'Owner investment',
          debit: 10000,
          credit: 0,
          balance: 10000,
        },
        {
          date: '2026-01-10',
          entryId: expect.any(String),
          memo: 'Consulting',
          reference: 'INV-1',
          debit: 1234.56,
          credit: 0,
          balance: 11234.56,
        },
        {
          date: '2026-01-20',
          entryId: expect.any(String),
          memo: 'January rent',
          debit: 0,
          credit: 800.1,
          balance: 10434.46,
        },
      ],
      closingBalance: 10434.46,
    });
    // Revenue runs on its normal (credit) side.
    expect(ledgers.find((a) => a.accountId === 'service-revenue')?.closingBalance).toBe(1234.56);

    const checking = await report(owner, 'general-ledger?from=2026-01-15&accountId=checking');
    expect(checking.status).toBe(200);
    expect(checking.body.accounts).toEqual([
      expect.objectContaining({
        accountId: 'checking',
        openingBalance: 11234.56,
        lines: [expect.objectContaining({ date: '2026-01-20', credit: 800.1, balance: 10434.46 })],
        closingBalance: 10434.46,
      }),
    ]);
    // A chart account without postings has an empty ledger, not none.
    const quiet = await report(owner, 'general-ledger?accountId=savings');
    expect(quiet.body.accounts).toEqual([
      expect.objectContaining({
        accountId: 'savings',
        openingBalance: 0,
        lines: [],
        closingBalance: 0,
      }),
    ]);
    // An empty accountId (a form's "every account") is every account.
    expect((await report(owner, 'general-ledger?accountId=')).body).toEqual(
      (await report(owner, 'general-ledger')).body,
    );
  });

  it('refuses a general ledger of an unknown account or bad dates, naming the field', async () => {
    const unknown = await report(owner, 'general-ledger?accountId=nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      error: 'accountId: Unknown account nope',
      fields: { accountId: 'Unknown account nope' },
    });
    const badDate = await report(owner, 'general-ledger?to=2026-02-30');
    expect(badDate.status).toBe(400);
    expect(badDate.body.fields).toEqual({ to: 'Use a real date as YYYY-MM-DD' });
    const reversed = await report(owner, 'general-ledger?from=2026-02-01&to=2026-01-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({ from: 'From must be on or before to' });

    const stranger = await signUpUser(keel.url, 'Mallory', 'Mallory Ltd');
    expect((await report(stranger.client, 'general-ledger')).status).toBe(404);
    expect((await new Client(keel.url).get(`${base}/reports/general-ledger`)).status).toBe(401);
  });

  it('refuses a bad entry naming the field and writes nothing', async () => {
    const before = await journalText(owner);
    const unbalanced = await post(owner, {
      date: '2026-02-01',
      memo: 'Wrong',
      lines: [
        { accountId: 'checking', debit: '10.00' },
        { accountId: 'sales', credit: '9.99' },
      ],
    });
    expect(unbalanced.status).toBe(400);
    expect(unbalanced.body.fields).toEqual({
      lines: 'Debits ($10.00) do not equal credits ($9.99)',
    });

    const unknown = await post(owner, {
      date: '2026-02-01',
      memo: 'Where',
      lines: [
        { accountId: 'checking', debit: '5' },
        { accountId: '9999', credit: '5' },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ 'lines.1.accountId': 'Unknown account 9999' });

    const badAmount = await post(owner, {
      date: '2026-02-01',
      lines: [
        { accountId: 'checking', debit: 'ten' },
        { accountId: 'sales', credit: '10' },
      ],
    });
    expect(badAmount.status).toBe(400);
    expect(Object.keys(badAmount.body.fields as object)).toEqual(['lines.0.debit']);
    expect((await journalText(owner)).text).toBe(before.text);
  });

  it('refuses entries in a closed period, and only some roles may close one', async () => {
    const member = await signUpUser(keel.url, 'Vera', 'Vera Ltd');
    await addMember(keel, ada, member, 'viewer');
    const viewer = member.client;
    const locked = await owner.request('PUT', `${base}/settings/lock-date`, {
      lockDate: '2026-01-31',
    });
    expect(locked.status).toBe(200);
    expect(locked.body.settings).toEqual({ lockDate: '2026-01-31', fiscalYearStartMonth: 1 });
    const before = await journalText(owner);
    const refused = await post(owner, {
      date: '2026-01-31',
      memo: 'Late',
      lines: [
        { accountId: 'checking', debit: '1' },
        { accountId: 'sales', credit: '1' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ date: 'The period up to 2026-01-31 is closed' });
    expect((await journalText(owner)).text).toBe(before.text);

    const open = await post(owner, {
      date: '2026-02-01',
      memo: 'On time',
      lines: [
        { accountId: 'checking', debit: '1' },
        { accountId: 'sales', credit: '1' },
      ],
    });
    expect(open.status).toBe(201);

    expect(
      (await viewer.request('PUT', `${base}/settings/lock-date`, { lockDate: '' })).status,
    ).toBe(403);
    const viewerPost = await post(viewer, {
      date: '2026-03-01',
      lines: [
        { accountId: 'checking', debit: '1' },
        { accountId: 'sales', credit: '1' },
      ],
    });
    expect(viewerPost.status).toBe(403);
    expect((await report(viewer, 'trial-balance')).status).toBe(200);
    expect(
      (await owner.request('PUT', `${base}/settings/lock-date`, { lockDate: '2026-02-30' })).body
        .fields,
    ).toEqual({ lockDate: 'Use a real date as YYYY-MM-DD' });
  });

  it('answers 400 for a bad kind or date, 404 for another company, 401 signed out', async () => {
    const badKind = await report(owner, 'cash');
    expect(badKind.status).toBe(400);
    expect(Object.keys(badKind.body.fields as object)).toEqual(['kind']);
    const badDate = await report(owner, 'trial-balance?from=2026-13-01');
    expect(badDate.status).toBe(400);
    expect(badDate.body.fields).toEqual({ from: 'Use a real date as YYYY-MM-DD' });
    const reversed = await report(owner, 'profit-and-loss?from=2026-02-01&to=2026-01-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({ from: 'From must be on or before to' });

    const stranger = await signUpUser(keel.url, 'Eve', 'Eve Ltd');
    expect((await report(stranger.client, 'trial-balance')).status).toBe(404);
    expect((await journalText(stranger.client)).status).toBe(404);
    expect((await new Client(keel.url).get(`${base}/reports/trial-balance`)).status).toBe(401);
    // The plugin's own prefix no longer serves the ledger: the fixed paths are the only ones.
    expect((await owner.get(`/api/bookkeeping${base.slice(4)}/reports/trial-balance`)).status).toBe(
      404,
    );
  });
});
