import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  createSecretBox,
  loadSecretKey,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';

// Two vendors given the same payment bank account on the vendor form (PUT identifiers) and each
// paid: a Deep Scan on the real server finds them through the ledger service, and nothing a
// browser receives holds the account's fingerprint.
const NOW = '2026-11-25T12:00:00';
let keel: TestKeel;
let owner: TestUser;
const at = (path: string) => `/api/companies/${owner.companyId}${path}`;
const pay = (vendorId: string, date: string, amount: string, reference: string) =>
  owner.client.post(at('/transactions'), {
    description: 'Supplies',
    amount,
    accountId: 'office-supplies',
    transactionDate: date,
    bankAccountId: 'checking',
    reference,
    vendorId,
  });

async function deepScan() {
  const started = await owner.client.post('/api/fraud/scan', {
    userId: owner.userId,
    companyId: owner.companyId,
  });
  expect(started.status).toBe(201);
  const jobPath = at(`/jobs/${String(started.body.jobId)}`);
  await expect
    .poll(
      async () =>
        ((await owner.client.get(jobPath)).body as { job: { status: string } }).job.status,
      {
        timeout: 20_000,
      },
    )
    .toBe('done');
  return owner.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
}

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..', '..'),
    clock: fixedClock(NOW),
  });
  owner = await signUpUser(keel.url, 'Ada', 'Ada Supplies');
  const books = await keel.server.services.docs.store(owner.companyId, 'bookkeeping');
  const vendor = { contactName: '', email: '', paymentTerms: 'Net 30', is1099Eligible: false };
  books.setRow('vendors', 'v-acme', { ...vendor, name: 'Acme Supplies' });
  books.setRow('vendors', 'v-acme2', { ...vendor, name: 'ACME Supply Co' });
  books.setRow('vendors', 'v-paper', { ...vendor, name: 'Paper Co' });
  const account = { routingNumber: '021000021', accountNumber: '55501234' };
  for (const [vendorId, body] of [
    ['v-acme', account],
    ['v-acme2', account],
    ['v-paper', { routingNumber: '021000021', accountNumber: '99900001' }],
  ] as const)
    expect(
      (await owner.client.request('PUT', at(`/vendors/${vendorId}/identifiers`), body)).status,
    ).toBe(200);
  expect((await pay('v-acme', '2026-10-02', '-1200.00', 'A-1')).status).toBe(201);
  expect((await pay('v-acme2', '2026-10-09', '-950.00', 'X-77')).status).toBe(201);
  expect((await pay('v-paper', '2026-10-10', '-300.00', 'P-1')).status).toBe(201);
});
afterAll(() => keel.close());

describe('a Deep Scan finds vendors that share a bank account', () => {
  it('raises duplicate_payment naming both vendors and their payments, never the fingerprint', async () => {
    const res = await deepScan();
    const threats = res.body.threats as {
      type: string;
      severity: string;
      description: string;
      amount: number;
      recordIds: string[];
    }[];
    const shared = threats.filter((t) => t.description.includes('share a bank account'));
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({
      type: 'duplicate_payment',
      severity: 'high',
      amount: 95_000,
      description: 'Acme Supplies and ACME Supply Co share a bank account (ending 1234)',
    });
    expect(shared[0]!.recordIds.slice(0, 2)).toEqual(['vendor:v-acme', 'vendor:v-acme2']);
    expect(shared[0]!.recordIds.filter((id) => id.startsWith('transaction:'))).toHaveLength(2);
    const box = createSecretBox(await loadSecretKey(keel.dataDir, undefined));
    const print = box.fingerprint('bank-account', '021000021:55501234');
    // The server keeps this fingerprint, sealed in Bookkeeping's files: the one that must not leak.
    const dir = join(keel.dataDir, 'files', 'bookkeeping', owner.companyId);
    const opened = await Promise.all(
      (await readdir(dir)).map(async (name) => {
        try {
          return box.open(await readFile(join(dir, name), 'utf8'));
        } catch {
          return '';
        }
      }),
    );
    expect(opened.join('\n')).toContain(print);
    const books = await keel.server.services.docs.store(owner.companyId, 'bookkeeping');
    const fraud = await keel.server.services.docs.store(owner.companyId, 'fraud');
    for (const seen of [
      JSON.stringify(res.body),
      JSON.stringify(books.getContent()),
      JSON.stringify(fraud.getContent()),
    ]) {
      expect(seen).not.toContain(print);
      expect(seen).not.toContain('55501234');
    }
  });
});
