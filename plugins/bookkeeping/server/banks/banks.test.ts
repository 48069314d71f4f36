import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import {
  Client,
  startKeel,
  strongPassword,
  uniqueEmail,
  type TestKeel,
} from '@keel/sync-server/testing';
import { connectBankResponseSchema, syncBanksResponseSchema } from '../../domain/bankConnectionApi';
import { transactionListSchema } from '../routes/transactions.schema';
import { bankAccountListSchema } from '../routes/bankAccounts.schema';
import { startFakeSimpleFin, type FakeSimpleFin } from '../simplefin/fakeSimpleFinServer';
import { dateToEpochSeconds } from '../simplefin';

let keel: TestKeel;
let bank: FakeSimpleFin;
let owner: Client;
let base: string;

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) =>
  dateToEpochSeconds(new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10));

beforeAll(async () => {
  process.env.KEEL_SIMPLEFIN_ALLOW_LOCAL = '1';
  bank = await startFakeSimpleFin({
    accounts: [
      {
        id: 'ACT-1',
        name: 'Operating 4821',
        balance: '10250.75',
        'balance-date': daysAgo(0),
        org: { name: 'Chase' },
        transactions: [
          { id: 'T-1', posted: daysAgo(3), amount: '-45.99', description: 'STAPLES #0098' },
          { id: 'T-2', posted: daysAgo(2), amount: '2500.00', description: 'CLIENT ACH' },
          {
            id: 'T-3',
            posted: 0,
            amount: '-12.00',
            description: 'UBER TRIP',
            pending: true,
            transacted_at: daysAgo(1),
          },
        ],
      },
    ],
  });
  keel = await startKeel({ pluginsDir: join(import.meta.dirname, '..', '..', '..') });
  owner = new Client(keel.url);
  const res = await owner.post('/api/auth/signup', {
    firstName: 'Ada',
    lastName: 'Tester',
    email: uniqueEmail('ada'),
    companyName: 'Ada Ltd',
    password: strongPassword(),
  });
  base = `/api/companies/${(res.body.company as { id: string }).id}`;
});
afterAll(async () => {
  delete process.env.KEEL_SIMPLEFIN_ALLOW_LOCAL;
  await keel.close();
  await bank.close();
});

describe('connect-bank and sync-banks through SimpleFIN', () => {
  it('adds a statements-only account without a token', async () => {
    const res = await owner.post(`${base}/connect-bank`, {
      bankName: 'Wells Fargo',
      accountType: 'savings',
      routingNumber: '121000248',
      accountNumber: '000123456789',
    });
    expect(res.status).toBe(200);
    const answer = connectBankResponseSchema.parse(res.body);
    expect(answer.accounts).toEqual([
      { accountId: expect.any(String), name: 'Wells Fargo savings', live: false },
    ]);
    const banks = bankAccountListSchema.parse(
      (await owner.get(`${base}/bank-accounts`)).body,
    ).bankAccounts;
    expect(banks.find((b) => b.id === answer.accounts[0]!.accountId)).toMatchObject({
      bankName: 'Wells Fargo',
      mask: '6789',
      connection: 'manual',
    });
  });

  it('names the field of a bad routing number and writes nothing', async () => {
    const before = bankAccountListSchema.parse((await owner.get(`${base}/bank-accounts`)).body)
      .bankAccounts.length;
    const res = await owner.post(`${base}/connect-bank`, {
      bankName: 'Chase',
      accountType: 'checking',
      routingNumber: '021000022',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      routingNumber: 'Routing number must be 9 digits with a valid check digit',
    });
    expect(
      bankAccountListSchema.parse((await owner.get(`${base}/bank-accounts`)).body).bankAccounts,
    ).toHaveLength(before);
  });

  it('claims a setup token, adds the live account, and never answers the access URL', async () => {
    const res = await owner.post(`${base}/connect-bank`, {
      bankName: 'Chase',
      accountType: 'business checking',
      setupToken: bank.setupToken(),
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/simplefin|127\.0\.0\.1/i);
    const answer = connectBankResponseSchema.parse(res.body);
    expect(answer.accounts).toEqual([
      { accountId: expect.any(String), name: 'Chase Operating 4821', live: true },
    ]);
    const banks = bankAccountListSchema.parse(
      (await owner.get(`${base}/bank-accounts`)).body,
    ).bankAccounts;
    expect(banks.find((b) => b.id === answer.accounts[0]!.accountId)).toMatchObject({
      connection: 'simplefin',
    });
  });

  it('refuses a token that was already claimed, naming the field', async () => {
    const token = bank.setupToken();
    await owner.post(`${base}/connect-bank`, {
      bankName: 'Chase',
      accountType: 'checking',
      setupToken: token,
    });
    const again = await owner.post(`${base}/connect-bank`, {
      bankName: 'Chase',
      accountType: 'checking',
      setupToken: token,
    });
    expect(again.status).toBe(400);
    expect(String((again.body.fields as Record<string, string>).setupToken)).toMatch(
      /already claimed/,
    );
  });

  it('pulls new lines, skips them on the next sync and picks up new ones', async () => {
    const first = syncBanksResponseSchema.parse((await owner.post(`${base}/sync-banks`, {})).body);
    expect(first.transactionsSynced).toBe(6); // 3 lines in each of the two live connections
    const listed = transactionListSchema.parse(
      (await owner.get(`${base}/transactions`)).body,
    ).transactions;
    expect(listed.filter((t) => t.description === 'STAPLES #0098')).toHaveLength(2);
    expect(listed.every((t) => t.status === 'pending')).toBe(true);

    const again = syncBanksResponseSchema.parse((await owner.post(`${base}/sync-banks`, {})).body);
    expect(again.transactionsSynced).toBe(0);
    bank.addTransaction('ACT-1', {
      id: 'T-4',
      posted: daysAgo(0),
      amount: '-99.00',
      description: 'ADOBE',
    });
    const third = syncBanksResponseSchema.parse((await owner.post(`${base}/sync-banks`, {})).body);
    expect(third.transactionsSynced).toBe(2);
    expect(third.accounts.every((a) => a.lastSyncedAt.startsWith(today))).toBe(true);
  });

  it('says which account failed when the bank revokes access', async () => {
    bank.revokeAll();
    const res = syncBanksResponseSchema.parse((await owner.post(`${base}/sync-banks`, {})).body);
    expect(res.transactionsSynced).toBe(0);
    expect(res.accounts.map((a) => a.error)).toEqual([
      'Invalid SimpleFIN access token',
      'Invalid SimpleFIN access token',
    ]);
  });
});
