import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { startKeel, signUpUser, type TestKeel, type TestUser } from '@keel/sync-server/testing';
import type { z } from 'zod';
import { TRANSACTIONS_TABLE, readTransactions } from '../../domain/books/transactionRow';
import { finishReconciliation } from '../../domain/books/reconciliation';
import { aTransaction } from '../../domain/books/testBooks';
import { VENDORS_TABLE } from '../../domain/books/vendors';
import { saveTransaction } from '../../domain/books/writeTransaction';
import {
  accountBalancesSchema,
  bookActivitySchema,
  closeStatusSchema,
  balanceSheetSchema,
  entriesSchema,
  generalLedgerSchema,
  ledgerAccountSchema,
  ledgerTotalsSchema,
  profitAndLossSchema,
  trialBalanceSchema,
  vendorPaymentsSchema,
} from '../../domain/public';
import { ENTRIES_TABLE, rowToEntry } from '../../domain/ledger/entryRow';

// The real Bookkeeping plugin, and 'poster', a plugin that reads and posts through the ledger
// service (ctx.services.get(ledgerServiceRef)) and nothing else.
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
const post = (idempotencyKey: string, entry: object) =>
  owner.client.post(at('/poster-entries'), { idempotencyKey, entry });
/** A read of the poster plugin through ctx.services, its answer checked by the read's schema. */
const read = async <T>(name: string, schema: z.ZodType<T>, query: object = {}) =>
  schema.parse(
    (
      await owner.client.get(
        at(`/poster-read/${name}?q=${encodeURIComponent(JSON.stringify(query))}`),
      )
    ).body.answer,
  );
const booksStore = () => keel.server.services.docs.store(owner.companyId, 'bookkeeping');

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, 'testing', 'plugins'),
    clock: fixedClock('2026-06-01T09:00:00'),
  });
  owner = await signUpUser(keel.url, 'Olive');
});
afterAll(() => keel.close());

describe('posting through the ledger service', () => {
  it('posts a balanced entry, on disk and in the reports, naming who posted it', async () => {
    expect(await post('run-1', payroll('payroll-run-1', '2026-03-13'))).toMatchObject({
      status: 201,
      body: {
        status: 'posted',
        entryId: 'payroll-run-1',
        postedAt: new Date(2026, 5, 1, 9).toISOString(),
        postedBy: expect.stringContaining('Olive'),
      },
    });
    const store = await booksStore();
    const posted = rowToEntry('payroll-run-1', store.getRow(ENTRIES_TABLE, 'payroll-run-1'));
    expect(posted.ok && posted.entry).toMatchObject({
      date: '2026-03-13',
      memo: 'Payroll March 1-14',
    });
    const pnl = await owner.client.get(
      at('/reports/profit-and-loss?from=2026-01-01&to=2026-12-31'),
    );
    expect(pnl.body.netIncome).toBe(-2500);
    // Its bank line says who made it.
    const line = readTransactions(store.getTable(TRANSACTIONS_TABLE)).find(
      (t) => t.entryId === 'payroll-run-1',
    );
    expect(line?.createdBy).toMatch(/^Olive .+ <.+>$/);
  });

  it('posts a key once: a retry answers as the first did and writes nothing', async () => {
    const first = await post('run-2', payroll('payroll-run-2', '2026-03-27'));
    expect(first.status).toBe(201);
    const store = await booksStore();
    const counts = () => [store.getRowCount(ENTRIES_TABLE), store.getRowCount(TRANSACTIONS_TABLE)];
    const before = counts();
    const retry = await post('run-2', payroll('payroll-run-2', '2026-03-27'));
    expect(retry).toMatchObject({
      status: 200,
      body: { ...first.body, status: 'already-posted' },
    });
    // The key, not the entry id, decides: the same entry under another id is not posted again.
    expect((await post('run-2', payroll('payroll-run-2b', '2026-03-27'))).body).toMatchObject({
      status: 'invalid',
      reasons: [expect.stringMatching(/^idempotencyKey: run-2 already posted entry payroll-run-2/)],
    });
    expect(counts()).toEqual(before);
  });

  it('refuses an unbalanced entry, an unknown account and a taken id as invalid, writing nothing', async () => {
    const unbalanced = payroll('payroll-run-3', '2026-03-27');
    unbalanced.lines[1]!.credit = 1;
    const unknown = payroll('payroll-run-4', '2026-03-27');
    unknown.lines[0]!.accountId = 'no-such-account';
    const taken = payroll('payroll-run-1', '2026-03-13', 999);
    for (const [key, entry, reason] of [
      ['run-3', unbalanced, /^entry\.lines: Debits .* do not equal credits/],
      ['run-4', unknown, /^lines\.0\.accountId: Unknown account no-such-account/],
      [
        'run-1b',
        taken,
        /^entry\.id: Entry payroll-run-1 is already in the books, with other lines/,
      ],
      ['', payroll('payroll-run-5', '2026-03-27'), /^idempotencyKey: /],
    ] as const) {
      const answer = await post(key, entry);
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe('invalid');
      expect(String((answer.body.reasons as string[])[0])).toMatch(reason);
    }
    const store = await booksStore();
    for (const id of ['payroll-run-3', 'payroll-run-4', 'payroll-run-5'])
      expect(store.hasRow(ENTRIES_TABLE, id)).toBe(false);
  });

  it('refuses an entry dated in the closed period as closed-period, with the lock date', async () => {
    expect(
      (await owner.client.request('PUT', at('/settings/lock-date'), { lockDate: '2026-03-31' }))
        .status,
    ).toBe(200);
    expect(await post('run-6', payroll('payroll-run-6', '2026-03-27'))).toMatchObject({
      status: 409,
      body: {
        status: 'closed-period',
        lockDate: '2026-03-31',
        message: 'The period up to 2026-03-31 is closed',
      },
    });
    // A key posted before the period closed still answers as it did.
    expect((await post('run-2', payroll('payroll-run-2', '2026-03-27'))).body.status).toBe(
      'already-posted',
    );
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
      id: 'payroll-run-7',
      date: '2026-04-30',
      memo: 'Payroll April 16-30',
      lines: [
        { accountId: 'payroll-wages', debit: 500_000, credit: 0 },
        { accountId: 'payroll-liabilities', debit: 0, credit: 120_000 },
        { accountId: 'checking', debit: 0, credit: 300_000, memo: 'Direct deposit batch (3)' },
        { accountId: 'checking', debit: 0, credit: 80_000, memo: 'Check 1001 · Carla Csv' },
      ],
    };
    expect((await post('run-7', run)).status).toBe(201);
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
      id: 'payroll-run-7-void',
      date: '2026-05-02',
      memo: 'Void: Payroll April 16-30',
      lines: run.lines.map(({ debit, credit, ...line }) => ({
        ...line,
        debit: credit,
        credit: debit,
      })),
    };
    expect((await post('run-7-void', reversal)).status).toBe(201);
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
      id: 'payroll-run-8',
      date: '2026-05-15',
      memo: 'Payroll May 1-15',
      lines: [
        { accountId: 'payroll-wages', debit: 212_345, credit: 0 },
        { accountId: 'checking', debit: 0, credit: 212_345, memo: 'Direct deposit batch' },
      ],
    };
    expect((await post('run-8', run)).status).toBe(201);
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
    const store = await booksStore();
    const matched = readTransactions(store.getTable(TRANSACTIONS_TABLE)).find(
      (t) => t.entryId === 'payroll-run-8',
    );
    expect(matched).toMatchObject({ bankDate: '2026-05-14', bankDescription: 'ACH DEBIT PAYROLL' });
    const again = await uploadStatement(statement);
    expect(again.body).toMatchObject({
      transactionsImported: 0,
      matchedPosted: 0,
      transactionsSkipped: 1,
    });
    expect(await count()).toBe(lines);
  });
});

describe('reading through the ledger service', () => {
  it('answers the reports of the books, as the reports route does (in cents)', async () => {
    const range = { from: '2026-01-01', to: '2026-12-31' };
    const pnl = await read('profitAndLoss', profitAndLossSchema, range);
    const route = (
      await owner.client.get(at('/reports/profit-and-loss?from=2026-01-01&to=2026-12-31'))
    ).body;
    expect(pnl.netIncome / 100).toBe(route.netIncome);
    const tb = await read('trialBalance', trialBalanceSchema, range);
    expect(tb.totalDebits).toBe(tb.totalCredits);
    const sheet = await read('balanceSheet', balanceSheetSchema, { asOf: '2026-05-31' });
    expect(sheet.totalAssets).toBe(sheet.totalLiabilitiesAndEquity);
    const entries = await read('entries', entriesSchema, { from: '2026-04-01', to: '2026-04-30' });
    expect(entries.map((e) => e.id)).toEqual(['payroll-run-7']);
    const ledger = await read('generalLedger', generalLedgerSchema, {
      ...range,
      accountId: 'payroll-liabilities',
    });
    expect(ledger).toEqual([
      expect.objectContaining({ accountId: 'payroll-liabilities', closingBalance: 0 }),
    ]);
    expect(ledger[0]?.lines).toHaveLength(2);
  });

  it('gives balances, totals and the accounts of a role', async () => {
    const balances = await read('balances', accountBalancesSchema, { asOf: '2026-04-30' });
    expect(balances.accounts).toContainEqual(
      expect.objectContaining({ accountId: 'payroll-liabilities', balance: 120_000 }),
    );
    const byMonth = await read('totals', ledgerTotalsSchema, {
      by: 'month',
      from: '2026-03-01',
      to: '2026-05-31',
      accountIds: ['payroll-wages'],
    });
    expect(byMonth.rows.map((r) => [r.key, r.debit])).toEqual([
      ['2026-03', 500_000],
      ['2026-04', 500_000],
      ['2026-05', 212_345],
    ]);
    const cash = await read('accounts', ledgerAccountSchema.array(), { role: 'cash' });
    expect(cash.map((a) => a.id)).toEqual(['checking', 'savings', 'petty-cash']);
  });

  it('tells a subscriber of each change to the entries', async () => {
    expect((await owner.client.post(at('/poster-subscribe'), {})).status).toBe(200);
    expect((await post('run-9', payroll('payroll-run-9', '2026-05-29'))).status).toBe(201);
    await expect
      .poll(async () => (await owner.client.get(at('/poster-changes'))).body.changes)
      .toEqual([
        { companyId: owner.companyId, added: ['payroll-run-9'], changed: [], removed: [] },
      ]);
  });

  it('gives the close status, and tells a subscriber when the lock date or a reconciliation moves it', async () => {
    const changes = async () =>
      (await owner.client.get(at('/poster-changes'))).body.changes as unknown[];
    const before = (await changes()).length;
    const status = () => read('closeStatus', closeStatusSchema);
    const checking = async () =>
      (await status()).bankAccounts.find((a) => a.accountId === 'checking');
    expect((await status()).bankAccounts.map((a) => a.accountId)).toEqual([
      'checking',
      'savings',
      'petty-cash',
    ]);
    expect(await checking()).toMatchObject({
      reconciledThrough: null,
      firstLineDate: expect.any(String),
      oldestUnreconciledDate: expect.any(String),
    });

    const locked = await owner.client.request('PUT', at('/settings/lock-date'), {
      lockDate: '2026-01-31',
    });
    expect(locked.status).toBe(200);
    const noIds = { companyId: owner.companyId, added: [], changed: [], removed: [] };
    await expect.poll(async () => (await changes()).slice(before)).toEqual([noIds]);
    expect((await status()).lockDate).toBe('2026-01-31');

    // A browser finishes a reconciliation of every checking line up to the end of May.
    const store = await booksStore();
    const lines = readTransactions(store.getTable(TRANSACTIONS_TABLE)).filter(
      (t) => t.bankAccountId === 'checking' && t.date <= '2026-05-31',
    );
    const result = finishReconciliation(store, {
      id: 'rec-may',
      bankAccountId: 'checking',
      statementDate: '2026-05-31',
      endingBalance: lines.reduce((sum, t) => sum + t.amount, 0),
      accountTransactions: lines,
      ticked: new Set(lines.map((t) => t.id)),
      by: 'Olive Tester <olive@example.com>',
      at: '2026-06-01T09:00:00.000Z',
    });
    expect(result).toEqual({ ok: true });
    await expect.poll(async () => (await changes()).slice(before)).toEqual([noIds, noIds]);
    expect(await checking()).toMatchObject({ reconciledThrough: '2026-05-31' });
  });

  it('says who did what: who entered each bank line, wrote or posted each entry, created each vendor and finished each reconciliation', async () => {
    const journal = await owner.client.post(at('/entries'), {
      date: '2026-05-20',
      memo: 'Accrued rent',
      lines: [
        { accountId: 'rent', debit: '100.00' },
        { accountId: 'accounts-payable', credit: '100.00' },
      ],
    });
    expect(journal.status, JSON.stringify(journal.body)).toBe(201);
    const journalId = (journal.body.entry as { id: string }).id;
    const store = await booksStore();
    // A vendor made on the server (a bank import's payee): the server is its author.
    store.setRow('vendors', 'v-harbor', {
      name: 'Harbor Properties',
      contactName: '',
      email: '',
      paymentTerms: 'Net 30',
      is1099Eligible: false,
    });
    await expect
      .poll(async () => (await read('activity', bookActivitySchema)).vendors)
      .toContainEqual({
        vendorId: 'v-harbor',
        name: 'Harbor Properties',
        createdAt: new Date(2026, 5, 1, 9).toISOString(),
        createdBy: 'Keel server',
      });
    const activity = await read('activity', bookActivitySchema, { from: '2026-03-01' });
    const olive = expect.stringMatching(/^Olive .+ <.+>$/);
    expect(activity.entries).toContainEqual({
      entryId: journalId,
      via: 'books',
      createdAt: new Date(2026, 5, 1, 9).toISOString(),
      createdBy: olive,
    });
    expect(activity.entries).toContainEqual(
      expect.objectContaining({ entryId: 'payroll-run-1', via: 'ledger', createdBy: olive }),
    );
    // The payroll run's bank line: a line of a posted entry, entered by whoever posted it.
    expect(activity.bankLines).toContainEqual(
      expect.objectContaining({
        entryId: 'payroll-run-1',
        amount: -250_000,
        source: 'ledger',
        createdBy: olive,
      }),
    );
    expect(activity.bankLines.every((l) => l.date >= '2026-03-01')).toBe(true);
    expect(activity.reconciliations).toEqual([
      {
        id: 'rec-may',
        bankAccountId: 'checking',
        statementDate: '2026-05-31',
        completedAt: '2026-06-01T09:00:00.000Z',
        completedBy: 'Olive Tester <olive@example.com>',
      },
    ]);
    const reconciled = activity.bankLines.filter((l) => l.reconciliationId === 'rec-may');
    expect(reconciled.length).toBeGreaterThan(0);
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

describe('vendor payments through the ledger service', () => {
  it('gives each vendor’s payments in a year, whether it is a 1099 vendor and whether its W-9 is on file', async () => {
    const store = await booksStore();
    const vendor = { contactName: '', email: '', paymentTerms: 'Net 30' };
    store.setRow(VENDORS_TABLE, 'v-design', {
      ...vendor,
      name: 'Design Co',
      is1099Eligible: true,
      w9OnFile: true,
      address: '4 Pixel Ln, Austin, TX 78701',
    });
    store.setRow(VENDORS_TABLE, 'v-writer', { ...vendor, name: 'Writer', is1099Eligible: true });
    const who = { by: 'Olive Tester <olive@example.com>', at: '2026-05-01T09:00:00.000Z' };
    for (const [id, vendorId, amount, date] of [
      ['vp-1', 'v-design', -300_000, '2026-04-02'],
      ['vp-2', 'v-writer', -50_000, '2026-04-03'],
      ['vp-3', 'v-writer', -80_000, '2027-01-03'],
    ] as const) {
      const transaction = aTransaction({ id, vendorId, amount, date });
      expect(
        saveTransaction(store, { ...transaction, accountId: 'professional-fees' }, who),
      ).toEqual({
        ok: true,
      });
    }
    const answer = vendorPaymentsSchema.parse(
      (await owner.client.get(at('/poster-vendor-payments/2026'))).body.answer,
    );
    expect(answer.thresholdCents).toBe(200_000);
    expect(answer.vendors.filter((v) => ['v-design', 'v-writer'].includes(v.vendorId))).toEqual([
      {
        vendorId: 'v-design',
        name: 'Design Co',
        is1099Eligible: true,
        taxIdOnFile: true,
        address: '4 Pixel Ln, Austin, TX 78701',
        paidCents: 300_000,
        reportable: true,
      },
      {
        vendorId: 'v-writer',
        name: 'Writer',
        is1099Eligible: true,
        taxIdOnFile: false,
        address: '',
        paidCents: 50_000,
        reportable: false,
      },
    ]);
  });
});
