import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { Client, addMember, signUpUser, startKeel, type TestKeel } from '@keel/sync-server/testing';
import { accountListSchema } from './accounts.schema';
import { bankAccountListSchema } from './bankAccounts.schema';
import { createdTransactionSchema, transactionListSchema } from './transactions.schema';
import { vendorListSchema } from './vendors.schema';

let keel: TestKeel;
let owner: Client;
let viewer: Client;
let companyId: string;
let base: string;

const transactions = async (client = owner) =>
  transactionListSchema.parse((await client.get(`${base}/transactions`)).body).transactions;
const balanceOf = async (accountId: string) =>
  accountListSchema
    .parse((await owner.get(`${base}/accounts`)).body)
    .accounts.find((a) => a.id === accountId)?.balance;

const valid = {
  description: 'Office chairs',
  amount: '-249.99',
  type: 'debit',
  accountId: 'office-supplies',
  transactionDate: '2026-03-05T17:30:00.000-08:00',
  reference: 'INV-77',
  category: 'office-supplies',
};

beforeAll(async () => {
  keel = await startKeel({ pluginsDir: join(import.meta.dirname, '..', '..', '..') });
  const ada = await signUpUser(keel.url, 'Ada', 'Ada Ltd');
  owner = ada.client;
  companyId = ada.companyId;
  base = `/api/companies/${companyId}`;
  const member = await signUpUser(keel.url, 'Vera', 'Vera Ltd');
  await addMember(keel, ada, member, 'viewer');
  viewer = member.client;
});
afterAll(() => keel.close());

describe('GET the books at /api/companies/:companyId', () => {
  it('answers the chart with balances, the bank accounts, vendors and transactions', async () => {
    const accounts = accountListSchema.parse((await viewer.get(`${base}/accounts`)).body).accounts;
    expect(accounts[0]).toEqual({
      id: 'checking',
      name: 'Business Checking',
      type: 'asset',
      subtype: 'current_asset',
      accountNumber: '1000',
      balance: '0.00',
    });
    expect(accounts.map((a) => a.accountNumber)).toEqual(
      accounts.map((a) => a.accountNumber).sort(),
    );

    const banks = bankAccountListSchema.parse((await viewer.get(`${base}/bank-accounts`)).body);
    expect(banks.bankAccounts.map((b) => b.id)).toEqual(['checking', 'savings', 'petty-cash']);
    expect(banks.bankAccounts[0]).toEqual({
      id: 'checking',
      name: 'Business Checking',
      bankName: 'Business Checking',
      accountType: '',
      mask: '',
      balance: '0.00',
      connection: 'none',
      lastSyncedAt: null,
    });

    expect(vendorListSchema.parse((await viewer.get(`${base}/vendors`)).body)).toEqual({
      vendors: [],
    });
    expect(await transactions(viewer)).toEqual([]);
  });

  it('answers 404 to a stranger and 401 signed out', async () => {
    const stranger = await signUpUser(keel.url, 'Eve', 'Eve Ltd');
    for (const path of ['transactions', 'accounts', 'vendors', 'bank-accounts']) {
      expect((await stranger.client.get(`${base}/${path}`)).status).toBe(404);
      expect((await new Client(keel.url).get(`${base}/${path}`)).status).toBe(401);
    }
  });
});

describe('POST /api/companies/:companyId/transactions', () => {
  it('records a transaction with its journal entry and answers it in the GET shape', async () => {
    const res = await owner.post(`${base}/transactions`, { ...valid, companyId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { transaction } = createdTransactionSchema.parse(res.body);
    expect(transaction).toEqual({
      id: expect.any(String),
      description: 'Office chairs',
      amount: '-249.99',
      type: 'debit',
      accountId: 'office-supplies',
      transactionDate: '2026-03-05',
      reference: 'INV-77',
      category: 'office-supplies',
      companyId,
      aiCategorized: false,
      isReconciled: false,
      bankAccountId: 'checking',
      vendorId: '',
      status: 'categorized',
    });
    expect(await transactions()).toEqual([transaction]);
    expect(await balanceOf('checking')).toBe('-249.99');
    expect(await balanceOf('office-supplies')).toBe('249.99');

    const income = await owner.post(`${base}/transactions`, {
      description: 'Consulting',
      amount: 1500,
      accountId: 'service-revenue',
      transactionDate: '2026-03-06',
      bankAccountId: 'savings',
    });
    expect(income.status).toBe(201);
    expect(income.body.transaction).toMatchObject({
      amount: '1500.00',
      type: 'credit',
      category: 'other',
      reference: '',
      bankAccountId: 'savings',
    });
    const list = await transactions();
    expect(list.map((t) => t.description)).toEqual(['Consulting', 'Office chairs']);
    expect(await balanceOf('savings')).toBe('1500.00');
  });

  it('refuses each bad field by name and writes nothing', async () => {
    const before = await transactions();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ description: '  ' }, 'description', 'Description is required'],
      [{ description: 42 }, 'description', 'Description is required'],
      [{ amount: 'lots' }, 'amount', ''],
      [{ amount: '0' }, 'amount', 'Amount must not be zero'],
      [{ amount: '1.005' }, 'amount', ''],
      [{ accountId: '' }, 'accountId', 'Account is required'],
      [{ accountId: 'nowhere' }, 'accountId', 'Unknown account nowhere'],
      [{ transactionDate: 'yesterday' }, 'transactionDate', ''],
      [{ transactionDate: '2026-02-30' }, 'transactionDate', 'Use a real date as YYYY-MM-DD'],
      [{ reference: 'x'.repeat(101) }, 'reference', 'Use at most 100 characters'],
      [{ category: 'snacks' }, 'category', 'Unknown category snacks'],
      [{ vendorId: 'ghost' }, 'vendorId', 'Unknown vendor'],
      [{ bankAccountId: 'rent' }, 'bankAccountId', 'Choose a bank or cash account'],
      [{ type: 'credit' }, 'type', 'A credit (money in) needs a positive amount'],
      [{ type: 'refund' }, 'type', 'Use credit or debit'],
      [{ companyId: 'another-company' }, 'companyId', 'This is not the company of the path'],
    ];
    for (const [change, field, message] of cases) {
      const res = await owner.post(`${base}/transactions`, { ...valid, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      const fields = res.body.fields as Record<string, string>;
      expect(Object.keys(fields), JSON.stringify(change)).toEqual([field]);
      if (message !== '') expect(fields[field]).toBe(message);
      expect(res.body.error).toBe(`${field}: ${fields[field]}`);
    }
    const missing = await owner.post(`${base}/transactions`, {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields as object)).toEqual(
      expect.arrayContaining(['description', 'amount', 'accountId', 'transactionDate']),
    );
    expect(await transactions()).toEqual(before);
  });

  it('answers 409 in a closed period, 403 to a viewer, and writes nothing', async () => {
    const before = await transactions();
    const locked = await owner.request('PUT', `${base}/settings/lock-date`, {
      lockDate: '2026-03-31',
    });
    expect(locked.status).toBe(200);
    const refused = await owner.post(`${base}/transactions`, valid);
    expect(refused).toMatchObject({
      status: 409,
      body: { error: 'The period up to 2026-03-31 is closed' },
    });
    await owner.request('PUT', `${base}/settings/lock-date`, { lockDate: '' });

    const byViewer = await viewer.post(`${base}/transactions`, valid);
    expect(byViewer.status).toBe(403);
    expect(await transactions()).toEqual(before);
  });
});
