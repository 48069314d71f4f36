import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';

let keel: TestKeel;

/** A signed-up user and the API path of their own company. */
interface Company extends TestUser {
  base: string;
}

async function signUp(name: string): Promise<Company> {
  const user = await signUpUser(keel.url, name, `${name} Ltd`);
  return { ...user, base: `/api/companies/${user.companyId}` };
}

async function exportJournal({ client, base }: Company): Promise<string> {
  const res = await fetch(`${keel.url}${base}/export/journal`, {
    headers: { cookie: client.cookie, origin: keel.url },
  });
  return res.text();
}

const importText = ({ client, base }: Company, text: string, type = 'text/plain') =>
  client.request('POST', `${base}/import/journal`, text, { 'content-type': type });

const trialBalance = async ({ client, base }: Company) =>
  (await client.get(`${base}/reports/trial-balance`)).body;

let source: Company;

beforeAll(async () => {
  keel = await startKeel({ pluginsDir: join(import.meta.dirname, '..', '..', '..') });
  source = await signUp('Ada');
  const post = (date: string, memo: string, lines: object[]) =>
    source.client.post(`${source.base}/entries`, { date, memo, lines });
  for (const res of [
    await post('2025-01-02', 'Owner investment', [
      { accountId: 'checking', debit: '25000' },
      { accountId: 'owners-capital', credit: '25000' },
    ]),
    await post('2025-02-10', 'Consulting; phase 1', [
      { accountId: 'checking', debit: '1234.56' },
      { accountId: 'service-revenue', credit: '1234.56' },
    ]),
    await post('2025-03-01', 'Split bill', [
      { accountId: 'rent', debit: '1500.01' },
      { accountId: 'utilities', debit: '89.99' },
      { accountId: 'checking', credit: '1590' },
    ]),
  ])
    expect(res.status, JSON.stringify(res.body)).toBe(201);
});
afterAll(() => keel.close());

describe('POST /api/companies/:companyId/import/journal', () => {
  it("imports another company's export: the trial balances agree to the cent", async () => {
    const fresh = await signUp('Bea');
    const text = await exportJournal(source);
    const res = await importText(fresh, text);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ entriesImported: 3, entriesSkipped: 0, accountsCreated: [] });
    expect(await trialBalance(fresh)).toEqual(await trialBalance(source));

    const again = await importText(fresh, text);
    expect(again.body).toMatchObject({ entriesImported: 0, entriesSkipped: 3 });
    expect(await trialBalance(fresh)).toEqual(await trialBalance(source));
  });

  it('reads a multipart file and adds accounts whose type the name gives', async () => {
    const fresh = await signUp('Cy');
    const form = new FormData();
    const journal = [
      '2025-04-01 Espresso machine  ; id:coffee-1',
      '    expenses:kitchen:coffee  $349.00',
      '    assets:bank:checking',
      '',
    ].join('\n');
    form.append('file', new Blob([journal], { type: 'text/plain' }), 'books.journal');
    const res = await fetch(`${keel.url}${fresh.base}/import/journal`, {
      method: 'POST',
      headers: { cookie: fresh.client.cookie, origin: keel.url },
      body: form,
    });
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.entriesImported).toBe(1);
    expect(body.accountsCreated).toEqual([
      expect.objectContaining({ name: 'Coffee', type: 'expense', subtype: 'operating_expense' }),
      expect.objectContaining({ name: 'Checking', type: 'asset', subtype: 'current_asset' }),
    ]);
    const tb = (await trialBalance(fresh)) as { totalDebits: number };
    expect(tb.totalDebits).toBe(349);
  });

  it('writes nothing when one entry does not balance, naming its line', async () => {
    const fresh = await signUp('Dee');
    const before = await exportJournal(fresh);
    const good = await exportJournal(source);
    const bad = `${good}\n2025-05-01 Typo  ; id:typo-1\n    expenses:operating:rent  $10.00\n    assets:current:business-checking  $-9.99\n`;
    const lineOfTypo = bad.split('\n').indexOf('2025-05-01 Typo  ; id:typo-1') + 1;
    const res = await importText(fresh, bad);
    expect(res.status).toBe(400);
    expect(res.body.problems).toEqual([
      `line ${lineOfTypo}: The transaction does not balance: it is off by $0.01`,
    ]);
    expect(res.body.fields).toEqual({ journal: (res.body.problems as string[])[0] });
    expect(await exportJournal(fresh)).toBe(before);
  });

  it('refuses an account whose type cannot be told from its name', async () => {
    const fresh = await signUp('Eli');
    const res = await importText(
      fresh,
      '2025-04-01 Mystery\n    stuff:things  $5\n    assets:bank:checking\n',
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'journal: line 2: Account "stuff:things" must start with assets, liabilities, equity, income (or revenue) or expenses',
    );
  });

  it('refuses entries in the closed period, by line', async () => {
    const fresh = await signUp('Fay');
    const locked = await fresh.client.request('PUT', `${fresh.base}/settings/lock-date`, {
      lockDate: '2025-01-31',
    });
    expect(locked.status).toBe(200);
    const res = await importText(fresh, await exportJournal(source));
    expect(res.status).toBe(400);
    expect(res.body.problems).toEqual([
      expect.stringMatching(/^line \d+: date: The period up to 2025-01-31 is closed$/),
    ]);
    expect((await trialBalance(fresh)).rows).toEqual([]);
  });

  it('answers 400 for no journal, 413 past 10 MB, 403 for a viewer', async () => {
    const fresh = await signUp('Gus');
    expect((await importText(fresh, '   ')).body.fields).toEqual({
      journal: 'The journal is empty',
    });
    expect((await fresh.client.post(`${fresh.base}/import/journal`, { text: 'x' })).status).toBe(
      400,
    );
    const huge = `; ${'x'.repeat(10 * 1024 * 1024)}\n`;
    const tooBig = await importText(fresh, huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ error: 'The journal is larger than 10 MB' });

    const viewer = await signUp('Ivy');
    await addMember(keel, fresh, viewer, 'viewer');
    const asViewer = await importText(
      { ...fresh, client: viewer.client },
      await exportJournal(source),
    );
    expect(asViewer.status).toBe(403);
    const stranger = await signUp('Hal');
    expect((await importText({ ...fresh, client: stranger.client }, 'x')).status).toBe(404);
  });
});
