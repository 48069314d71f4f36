import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';

// PUT /api/fraud/settings sets the company's payment approval limit (cents; null clears it), and a
// Deep Scan on the real server checks the payments against it.
const NOW = '2026-11-25T12:00:00';
let keel: TestKeel;
let owner: TestUser;
let admin: TestUser;
let accountant: TestUser;
let viewer: TestUser;

const putLimit = (user: TestUser, approvalLimit: unknown) =>
  user.client.request('PUT', '/api/fraud/settings', {
    companyId: owner.companyId,
    approvalLimit,
  });

/** The `settings` table as the server keeps it. */
const storedSettings = async () =>
  (await keel.server.services.docs.store(owner.companyId, 'fraud')).getTable('settings');

const approvalMeasure = async () => {
  const res = await viewer.client.get(`/api/fraud/measures?companyId=${owner.companyId}`);
  expect(res.status).toBe(200);
  const measures = res.body.measures as { id: string; status: string; description: string }[];
  return measures.find((m) => m.id === 'approval-limit');
};

const pay = (description: string, date: string, amount: string, reference: string) =>
  owner.client.post(`/api/companies/${owner.companyId}/transactions`, {
    description,
    amount,
    accountId: 'office-supplies',
    transactionDate: date,
    bankAccountId: 'checking',
    reference,
  });

async function deepScan() {
  const started = await owner.client.post('/api/fraud/scan', {
    userId: owner.userId,
    companyId: owner.companyId,
  });
  expect(started.status).toBe(201);
  const jobPath = `/api/companies/${owner.companyId}/jobs/${String(started.body.jobId)}`;
  await expect
    .poll(
      async () =>
        ((await owner.client.get(jobPath)).body as { job: { status: string } }).job.status,
      { timeout: 20_000 },
    )
    .toBe('done');
  const res = await owner.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
  return res.body.threats as { type: string; description: string; riskFactors: string[] }[];
}

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..', '..'),
    clock: fixedClock(NOW),
  });
  owner = await signUpUser(keel.url, 'Ada', 'Ada Supplies');
  admin = await signUpUser(keel.url, 'Abe', 'Abe Co');
  accountant = await signUpUser(keel.url, 'Carl', 'Carl CPA');
  viewer = await signUpUser(keel.url, 'Vera', 'Vera Co');
  await addMember(keel, owner, admin, 'admin');
  await addMember(keel, owner, accountant, 'accountant');
  await addMember(keel, owner, viewer, 'viewer');
});
afterAll(() => keel.close());

describe('PUT /api/fraud/settings', () => {
  it('starts with no approval limit: the measure says it is not set', async () => {
    expect(await storedSettings()).toEqual({});
    expect(await approvalMeasure()).toMatchObject({ status: 'inactive' });
  });

  it('lets an owner or an admin set the limit in cents, and null clears it', async () => {
    const set = await putLimit(owner, 500_000);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ approvalLimit: 500_000 });
    expect(await storedSettings()).toEqual({ company: { approvalLimit: 500_000 } });
    expect(await approvalMeasure()).toMatchObject({
      status: 'active',
      description: 'Set: payments of $5,000.00 or more need a second approval',
    });

    expect((await putLimit(admin, 250_000)).status).toBe(200);
    expect(await storedSettings()).toEqual({ company: { approvalLimit: 250_000 } });

    const cleared = await putLimit(owner, null);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ approvalLimit: null });
    expect(await storedSettings()).toEqual({});
    expect(await approvalMeasure()).toMatchObject({ status: 'inactive' });
  });

  it.each([
    ['negative', -100],
    ['zero', 0],
    ['not a number', 'lots'],
    ['a fraction of a cent', 1234.5],
    ['too large', 10_000_000_001],
    ['missing', undefined],
  ])('answers 400 naming approvalLimit when it is %s, and writes nothing', async (_, value) => {
    expect((await putLimit(owner, 300_000)).status).toBe(200);
    const res = await putLimit(owner, value);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object)).toEqual(['approvalLimit']);
    expect(await storedSettings()).toEqual({ company: { approvalLimit: 300_000 } });
  });

  it('answers 400 naming companyId without a valid company', async () => {
    const res = await owner.client.request('PUT', '/api/fraud/settings', {
      companyId: '../x',
      approvalLimit: 100_000,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('companyId');
  });

  it('refuses viewers and accountants with 403, and writes nothing', async () => {
    expect((await putLimit(owner, 300_000)).status).toBe(200);
    for (const user of [viewer, accountant]) {
      expect((await putLimit(user, 100_000)).status).toBe(403);
      expect((await putLimit(user, null)).status).toBe(403);
    }
    expect(await storedSettings()).toEqual({ company: { approvalLimit: 300_000 } });
  });
});

describe('a Deep Scan checks payments against the approval limit', () => {
  it('raises payments just under the limit, not ones well under it', async () => {
    expect((await putLimit(owner, 500_000)).status).toBe(200);
    expect((await pay('Harbor Consulting', '2026-10-05', '-4850.00', 'HC-101')).status).toBe(201);
    expect((await pay('Harbor Consulting', '2026-10-26', '-4700.00', 'HC-102')).status).toBe(201);
    expect((await pay('Pine Stationers', '2026-10-06', '-2150.00', 'PS-7')).status).toBe(201);
    expect((await pay('Pine Stationers', '2026-10-27', '-2310.00', 'PS-8')).status).toBe(201);

    const threats = await deepScan();
    const underLimit = threats.filter(
      (t) =>
        t.type === 'suspicious_transaction' &&
        t.riskFactors.some((f) => f.includes('your approval limit')),
    );
    expect(underLimit).toHaveLength(1);
    expect(underLimit[0]!.riskFactors).toContain(
      '2 payments to Harbor Consulting just under $5,000.00, your approval limit',
    );
    expect(threats.some((t) => t.riskFactors.some((f) => f.includes('Pine Stationers')))).toBe(
      false,
    );
  });
});
