import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKeel, signUpUser, type TestKeel, type TestUser } from '@keel/sync-server/testing';
import { ledgerTotalsSchema } from '../../domain/public';

// GET /api/companies/:companyId/ledger/{read}: the ledger service's reads over REST (what the
// browser asks for archived years), before and after fiscal years are archived.
let keel: TestKeel;
let ada: TestUser;
let base: string;
const get = async (path: string) => ada.client.get(`${base}/ledger/${path}`);

/** Every read, over ranges inside, across and after the years archived below. */
const reads = [
  'accounts',
  'accounts?role=payroll-liabilities',
  'entries',
  'entries?from=2024-03-01&to=2025-03-01',
  'entries?from=2025-01-01&accountId=service-revenue',
  'balances?asOf=2024-06-30',
  'balances?asOf=2026-02-01',
  'trial-balance',
  'trial-balance?from=2024-06-01&to=2025-06-30',
  'trial-balance?from=2026-01-01',
  'profit-and-loss?from=2024-01-01&to=2024-12-31',
  'profit-and-loss?from=2025-01-01',
  'balance-sheet?asOf=2024-12-31',
  'balance-sheet?asOf=2025-08-31',
  'balance-sheet?asOf=2026-03-31',
  'cash-flow?from=2024-03-01&to=2025-02-28',
  'general-ledger',
  'general-ledger?from=2026-01-01',
  'general-ledger?from=2025-03-01&accountId=service-revenue',
  'totals?by=account&from=2024-01-01&to=2025-12-31',
  'totals?by=month&accountIds=checking,service-revenue',
  'totals?by=vendor',
  'totals?by=category&from=2024-01-01',
];
const allReads = () => Promise.all(reads.map(async (path) => (await get(path)).body));

beforeAll(async () => {
  keel = await startKeel({ pluginsDir: join(import.meta.dirname, '..', '..', '..') });
  ada = await signUpUser(keel.url, 'Ada', 'Ada Ltd');
  base = `/api/companies/${ada.companyId}`;
  const post = (date: string, memo: string, debit: string, credit: string, amount: string) =>
    ada.client.post(`${base}/entries`, {
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
    await post('2024-07-01', 'Rent', 'rent', 'checking', '800.10'),
    await post('2025-02-01', 'Consulting', 'checking', 'service-revenue', '1500'),
    await post('2026-01-15', 'Consulting', 'checking', 'service-revenue', '300'),
  ])
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  const transaction = await ada.client.post(`${base}/transactions`, {
    description: 'Office chairs',
    amount: '-240.00',
    accountId: 'office-supplies',
    category: 'office-supplies',
    transactionDate: '2024-08-01',
  });
  expect(transaction.status, JSON.stringify(transaction.body)).toBe(201);
});
afterAll(() => keel.close());

describe('/api/companies/:companyId/ledger', () => {
  it('answers each read in cents, and the same after the years are archived', async () => {
    const before = await allReads();
    expect(before[reads.indexOf('profit-and-loss?from=2024-01-01&to=2024-12-31')]).toMatchObject({
      netIncome: 420_050 - 80_010 - 24_000,
    });
    const categories = ledgerTotalsSchema.parse(
      before[reads.indexOf('totals?by=category&from=2024-01-01')],
    );
    expect(categories.rows).toEqual([
      expect.objectContaining({ key: 'office-supplies', label: 'Office supplies', debit: 24_000 }),
      expect.objectContaining({ key: '', label: 'No category' }),
    ]);
    expect(
      (await ada.client.request('PUT', `${base}/settings/lock-date`, { lockDate: '2025-12-31' }))
        .status,
    ).toBe(200);
    for (const year of [2024, 2025])
      expect((await ada.client.post(`${base}/archive/${year}`)).status).toBe(201);
    expect(await allReads()).toEqual(before);
  });

  it('refuses a bad query with 400, naming the field', async () => {
    for (const [path, field] of [
      ['trial-balance?from=2026-02-01&to=2026-01-01', 'from'],
      ['balances?asOf=2026-02-30', 'asOf'],
      ['balances', 'asOf'],
      ['totals?by=weekday', 'by'],
      ['totals?by=account&accountIds=checking,__proto__', 'accountIds.1'],
      ['entries?accountId=no-such-account', 'accountId'],
      ['general-ledger?accountId=no-such-account', 'accountId'],
      ['accounts?role=boss', 'role'],
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(Object.keys(answer.body.fields ?? {}), path).toContain(field);
    }
  });

  it('is for members of the company only', async () => {
    const stranger = await signUpUser(keel.url, 'Sam');
    expect((await stranger.client.get(`${base}/ledger/trial-balance`)).status).toBe(404);
  });
});
