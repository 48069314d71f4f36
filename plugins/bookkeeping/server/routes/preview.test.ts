import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  Client,
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { booksPreviewSchema, type BooksPreview } from '../../domain/booksPreview';
import { transactionFromValue, type Transaction } from '../../domain/books';

let keel: TestKeel;
let owner: TestUser;
let base: string;

/** The preview as the browser asks for it, unzipped by hand so the encoding can be checked. */
async function preview(
  client: Client,
  encoding = 'gzip, deflate, br',
  asOf = '2026-11-25',
): Promise<{ status: number; encoding: string | null; body: unknown }> {
  const res = await fetch(`${keel.url}${base}/books/preview?asOf=${asOf}`, {
    headers: { cookie: client.cookie, origin: keel.url, 'accept-encoding': encoding },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const encodingHeader = res.headers.get('content-encoding');
  // fetch unzips a gzipped answer itself; a body that still starts with gzip's magic was not.
  const text = (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString();
  return { status: res.status, encoding: encodingHeader, body: JSON.parse(text) };
}

async function ownPreview(): Promise<BooksPreview> {
  const res = await preview(owner.client);
  expect(res.status).toBe(200);
  return booksPreviewSchema.parse(res.body);
}

/** The preview's transactions, each read as the browser reads it; every one must be readable. */
function readPreviewTransactions(preview: BooksPreview): Transaction[] {
  return preview.transactions.map((value) => {
    const transaction = transactionFromValue(value);
    expect(transaction, JSON.stringify(value)).not.toBeNull();
    return transaction!;
  });
}

const chairs = {
  description: 'Office chairs',
  amount: '-249.99',
  accountId: 'office-supplies',
  transactionDate: '2026-03-05',
  reference: 'INV-77',
};

beforeAll(async () => {
  keel = await startKeel({ pluginsDir: join(import.meta.dirname, '..', '..', '..') });
  owner = await signUpUser(keel.url);
  base = `/api/companies/${owner.companyId}`;
});
afterAll(() => keel.close());

describe('GET /api/companies/:companyId/books/preview', () => {
  it('answers the rows the screen shows and the balances, without the journal entries', async () => {
    expect((await owner.client.post(`${base}/transactions`, chairs)).status).toBe(201);
    const body = await ownPreview();

    expect(Object.keys(body.tables).sort()).toEqual(
      ['accounts', 'bankAccounts', 'rules', 'settings', 'vendors'].sort(),
    );
    expect(body).not.toHaveProperty('entries');
    const [transaction] = readPreviewTransactions(body);
    expect(transaction).toMatchObject({
      description: 'Office chairs',
      amount: -24999,
      accountId: 'office-supplies',
      date: '2026-03-05',
    });
    expect(body.tables.accounts).toHaveProperty('office-supplies');
    // The same balances the REST accounts list gives, in cents.
    expect(body.balances['office-supplies']).toBe(24999);
    expect(body.balances[transaction!.bankAccountId]).toBe(-24999);
  });

  it('is gzipped when the browser accepts it, plain when not', async () => {
    const zipped = await preview(owner.client);
    expect(zipped.encoding).toBe('gzip');
    const plain = await preview(owner.client, 'identity');
    expect(plain.encoding).toBeNull();
    expect(plain.body).toEqual(zipped.body);
  });

  it('follows every change to the books', async () => {
    const before = await ownPreview();
    const res = await owner.client.post(`${base}/transactions`, {
      ...chairs,
      description: 'Desk lamp',
      amount: '-40.00',
    });
    expect(res.status).toBe(201);
    const after = await ownPreview();
    expect(after.transactions).toHaveLength(before.transactions.length + 1);
    // Newest first, as the screen lists them.
    expect(readPreviewTransactions(after).map((t) => t.description)).toEqual([
      'Desk lamp',
      'Office chairs',
    ]);
    expect(after.balances['office-supplies']).toBe(24999 + 4000);
  });

  it('is for every member of the company, the viewer too, and no one else', async () => {
    const viewer = await signUpUser(keel.url, 'Vera', 'Vera LLC');
    await addMember(keel, owner, viewer, 'viewer');
    const seen = await preview(viewer.client);
    expect(seen.status).toBe(200);
    expect(booksPreviewSchema.parse(seen.body).transactions).toEqual(
      (await ownPreview()).transactions,
    );

    const stranger = await signUpUser(keel.url, 'Eve', 'Eve LLC');
    expect((await preview(stranger.client)).status).toBe(404);
    expect((await preview(new Client(keel.url))).status).toBe(401);
  });

  it('gives the balances as of the day asked, and what later entries add', async () => {
    const before = await ownPreview();
    const payday = {
      ...chairs,
      description: 'Payroll',
      amount: '-795.42',
      accountId: 'payroll-wages',
      transactionDate: '2026-11-30',
    };
    expect((await owner.client.post(`${base}/transactions`, payday)).status).toBe(201);
    const today = await ownPreview();
    expect(today.asOf).toBe('2026-11-25');
    expect(today.balances.checking).toBe(before.balances.checking);
    expect(today.later).toEqual({ checking: -79542, 'payroll-wages': 79542 });
    const onPayday = booksPreviewSchema.parse(
      (await preview(owner.client, 'gzip', '2026-11-30')).body,
    );
    expect(onPayday.balances.checking).toBe((before.balances.checking ?? 0) - 79542);
    expect(onPayday.later).toEqual({});
    const bad = await preview(owner.client, 'gzip', '2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fields: { asOf: expect.any(String) as unknown } });
  });
});
