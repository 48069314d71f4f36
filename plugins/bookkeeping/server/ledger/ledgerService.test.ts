import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRIES_TABLE, rowToEntry } from '@keel/core/domain';
import { TRANSACTIONS_TABLE, readTransactions } from '../../domain/books/transactionRow';
import { startKeel, signUpUser, type TestKeel, type TestUser } from '@keel/sync-server/testing';

// The real Bookkeeping plugin, and 'poster', a plugin that posts through ctx.ledger.
let keel: TestKeel;
let owner: TestUser;
const at = (path: string) => `/api/companies/${owner.companyId}${path}`;
const payroll = (id: string, date: string, cents = 250_000) => ({
  id,
  date,
  memo: 'Payroll March 1-14',
  lines: [
    { accountId: 'payroll-wages', debit: cents, credit: 0 },
    { accountId: 'checking', debit: 0, credit: cents },
  ],
});

beforeAll(async () => {
  keel = await startKeel({ pluginsDir: join(import.meta.dirname, 'testing', 'plugins') });
  owner = await signUpUser(keel.url, 'Olive');
});
afterAll(() => keel.close());

describe('ctx.ledger: the ledger another plugin posts to', () => {
  it('posts a balanced entry into the books, where reports and the live document see it', async () => {
    expect(
      await owner.client.post(at('/poster-entries'), payroll('payroll-run-1', '2026-03-13')),
    ).toMatchObject({
      status: 201,
      body: { ok: true },
    });
    const store = await keel.server.services.docs.store(owner.companyId, 'bookkeeping');
    const posted = rowToEntry('payroll-run-1', store.getRow(ENTRIES_TABLE, 'payroll-run-1'));
    expect(posted.ok && posted.entry).toMatchObject({
      date: '2026-03-13',
      memo: 'Payroll March 1-14',
    });
    const pnl = await owner.client.get(
      at('/reports/profit-and-loss?from=2026-01-01&to=2026-12-31'),
    );
    expect(JSON.stringify(pnl.body)).toContain('2500');
  });

  it('refuses an unbalanced entry, an unknown account and a second posting, writing nothing', async () => {
    const unbalanced = payroll('payroll-run-2', '2026-03-27');
    unbalanced.lines[1]!.credit = 1;
    const unknown = payroll('payroll-run-3', '2026-03-27');
    unknown.lines[0]!.accountId = 'no-such-account';
    for (const [entry, status, error] of [
      [unbalanced, 400, /do not equal/],
      [unknown, 400, /no-such-account/],
      [payroll('payroll-run-1', '2026-03-13'), 409, /already posted/],
    ] as const) {
      const answer = await owner.client.post(at('/poster-entries'), entry);
      expect(answer.status).toBe(status);
      expect(String(answer.body.error)).toMatch(error);
    }
    const store = await keel.server.services.docs.store(owner.companyId, 'bookkeeping');
    expect(store.hasRow(ENTRIES_TABLE, 'payroll-run-2')).toBe(false);
    expect(store.hasRow(ENTRIES_TABLE, 'payroll-run-3')).toBe(false);
  });

  it('refuses an entry dated in the closed period with 409 and the message', async () => {
    expect(
      (await owner.client.request('PUT', at('/settings/lock-date'), { lockDate: '2026-03-31' }))
        .status,
    ).toBe(200);
    const answer = await owner.client.post(
      at('/poster-entries'),
      payroll('payroll-run-4', '2026-03-27'),
    );
    expect(answer).toMatchObject({
      status: 409,
      body: { ok: false, error: 'The period up to 2026-03-31 is closed' },
    });
  });

  it("gives the company's chart of accounts", async () => {
    const answer = await owner.client.get(at('/poster-accounts'));
    const ids = (answer.body.accounts as { id: string }[]).map((account) => account.id);
    expect(ids).toEqual(expect.arrayContaining(['payroll-wages', 'payroll-taxes', 'checking']));
  });

  it('shows the bank lines of a posted entry in Transactions, once, and its reversal as its own', async () => {
    const cash = async () => {
      const banks = (await owner.client.get(at('/bank-accounts'))).body.bankAccounts as {
        id: string;
        balance: string;
      }[];
      return banks.find((bank) => bank.id === 'checking')?.balance;
    };
    const before = await cash();
    const run = {
      id: 'payroll-run-5',
      date: '2026-04-30',
      memo: 'Payroll April 16-30',
      lines: [
        { accountId: 'payroll-wages', debit: 500_000, credit: 0 },
        { accountId: 'payroll-liabilities', debit: 0, credit: 120_000 },
        { accountId: 'checking', debit: 0, credit: 300_000, memo: 'Direct deposit batch (3)' },
        { accountId: 'checking', debit: 0, credit: 80_000, memo: 'Check 1001 · Carla Csv' },
      ],
    };
    expect((await owner.client.post(at('/poster-entries'), run)).status).toBe(201);
    const lines = async (date: string) =>
      (
        (await owner.client.get(at('/transactions'))).body.transactions as {
          description: string;
          amount: string;
          transactionDate: string;
          accountId: string;
          status: string;
        }[]
      )
        .filter((t) => t.transactionDate === date)
        .map((t) => [t.description, t.amount, t.accountId, t.status]);
    expect(await lines('2026-04-30')).toEqual(
      expect.arrayContaining([
        ['Direct deposit batch (3)', '-3000.00', 'payroll-wages', 'categorized'],
        ['Check 1001 · Carla Csv', '-800.00', 'payroll-wages', 'categorized'],
      ]),
    );
    // The entry moved the money once: the bank lines post nothing of their own.
    expect(Number(await cash())).toBeCloseTo(Number(before) - 3_800, 2);

    const reversal = {
      id: 'payroll-run-5-void',
      date: '2026-05-02',
      memo: 'Void: Payroll April 16-30',
      lines: run.lines.map(({ debit, credit, ...line }) => ({
        ...line,
        debit: credit,
        credit: debit,
      })),
    };
    expect((await owner.client.post(at('/poster-entries'), reversal)).status).toBe(201);
    expect(await lines('2026-05-02')).toEqual(
      expect.arrayContaining([
        ['Direct deposit batch (3)', '3000.00', 'payroll-wages', 'categorized'],
        ['Check 1001 · Carla Csv', '800.00', 'payroll-wages', 'categorized'],
      ]),
    );
    expect(await cash()).toBe(before);
  });

  it('matches a statement line to a posted payment instead of adding it, and says so', async () => {
    const run = {
      id: 'payroll-run-6',
      date: '2026-05-15',
      memo: 'Payroll May 1-15',
      lines: [
        { accountId: 'payroll-wages', debit: 212_345, credit: 0 },
        { accountId: 'checking', debit: 0, credit: 212_345, memo: 'Direct deposit batch' },
      ],
    };
    expect((await owner.client.post(at('/poster-entries'), run)).status).toBe(201);
    const count = async () =>
      ((await owner.client.get(at('/transactions'))).body.transactions as unknown[]).length;
    const lines = await count();
    const statement = 'Date,Description,Amount\n2026-05-14,ACH DEBIT PAYROLL,-2123.45\n';
    const first = await uploadStatement(statement);
    expect(first).toMatchObject({
      status: 200,
      body: { transactionsImported: 0, matchedPosted: 1 },
    });
    expect(await count()).toBe(lines);
    const store = await keel.server.services.docs.store(owner.companyId, 'bookkeeping');
    const matched = readTransactions(store.getTable(TRANSACTIONS_TABLE)).find(
      (t) => t.entryId === 'payroll-run-6',
    );
    expect(matched).toMatchObject({ bankDate: '2026-05-14', bankDescription: 'ACH DEBIT PAYROLL' });
    const listed = (await owner.client.get(at('/transactions'))).body.transactions as unknown[];
    expect(listed).toContainEqual(
      expect.objectContaining({ entryId: 'payroll-run-6', bankDate: '2026-05-14' }),
    );
    const again = await uploadStatement(statement);
    expect(again.body).toMatchObject({
      transactionsImported: 0,
      matchedPosted: 0,
      transactionsSkipped: 1,
    });
    expect(await count()).toBe(lines);
  });
});

async function uploadStatement(csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv]), 'statement.csv');
  form.append('bankAccountId', 'checking');
  const res = await fetch(`${keel.url}${at('/upload-bank-statement')}`, {
    method: 'POST',
    headers: { cookie: owner.client.cookie, origin: keel.url },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
