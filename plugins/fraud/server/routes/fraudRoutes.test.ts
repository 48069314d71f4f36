import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  Client,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';

const NOW = '2026-11-25T12:00:00';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

let keel: TestKeel;
let owner: TestUser;
let accountant: TestUser;
let viewer: TestUser;

interface ThreatBody {
  id: string;
  type: string;
  rule: string;
  description: string;
  severity: string;
  status: string;
  amount: number;
  records: { id: string; link: string }[];
  recordIds: string[];
  review: { by: string; reason: string } | null;
}

const threatsOf = async (user: TestUser) => {
  const res = await user.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
  expect(res.status).toBe(200);
  return res.body.threats as ThreatBody[];
};

/** Starts a Deep Scan as the owner and waits for its job to finish. */
async function deepScan(): Promise<Record<string, unknown>> {
  const started = await owner.client.post('/api/fraud/scan', {
    userId: owner.userId,
    companyId: owner.companyId,
  });
  expect(started.status).toBe(201);
  const jobPath = `/api/companies/${owner.companyId}/jobs/${String(started.body.jobId)}`;
  for (let i = 0; i < 200; i += 1) {
    const { job } = (await owner.client.get(jobPath)).body as {
      job: { status: string; result: Record<string, unknown>; error: string | null };
    };
    if (job.status === 'done') return job.result;
    if (job.status === 'failed') throw new Error(job.error ?? 'failed');
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('The scan did not finish');
}

const pay = (date: string, reference: string) =>
  owner.client.post(`/api/companies/${owner.companyId}/transactions`, {
    description: 'Acme Supplies',
    amount: '-1250.00',
    accountId: 'meals',
    transactionDate: date,
    bankAccountId: 'checking',
    reference,
  });

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..', '..'),
    clock: fixedClock(NOW),
  });
  owner = await signUpUser(keel.url, 'Ada', 'Ada Supplies');
  accountant = await signUpUser(keel.url, 'Carl', 'Carl CPA');
  viewer = await signUpUser(keel.url, 'Vera', 'Vera Co');
  await addMember(keel, owner, accountant, 'accountant');
  await addMember(keel, owner, viewer, 'viewer');
  expect((await pay('2026-11-02', 'INV-1043')).status).toBe(201);
  expect((await pay('2026-11-09', 'INV-1043')).status).toBe(201);
  // The owner signs in from the usual browser, then from one never seen before, and renames the company.
  const usual = await owner.client.post('/api/auth/login', {
    email: owner.email,
    password: owner.password,
  });
  expect(usual.status).toBe(200);
  const login = await owner.client.request(
    'POST',
    '/api/auth/login',
    { email: owner.email, password: owner.password },
    { 'user-agent': WINDOWS },
  );
  expect(login.status).toBe(200);
  const renamed = await owner.client.patch(`/api/companies/${owner.companyId}`, {
    name: 'Ada Holdings',
  });
  expect(renamed.status).toBe(200);
});
afterAll(() => keel.close());

describe('Fraud Detection over the real server', () => {
  it('a Deep Scan finds the duplicate payment and the change after a new-device sign-in, and notifies the accountant', async () => {
    const result = await deepScan();
    expect(result).toMatchObject({ transactions: 2, opened: 2, notified: 1 });
    const threats = await threatsOf(viewer);
    expect(threats.map((t) => [t.type, t.rule, t.severity, t.status]).sort()).toEqual([
      ['account_takeover', 'takeover.account-change', 'medium', 'investigating'],
      ['duplicate_payment', 'duplicate.same-reference', 'high', 'investigating'],
    ]);
    const duplicate = threats.find((t) => t.type === 'duplicate_payment')!;
    expect(duplicate.amount).toBe(125_000);
    expect(duplicate.recordIds).toEqual(duplicate.records.map((r) => r.id));
    expect(duplicate.recordIds).toHaveLength(2);
    expect(duplicate.records[0]!.link).toMatch(/^\/bookkeeping\?tab=transactions&transaction=/);
    const inbox = await accountant.client.get(`/api/notifications?companyId=${owner.companyId}`);
    expect(inbox.body.notifications).toEqual([
      expect.objectContaining({
        severity: 'high',
        title: 'Duplicate payment: needs immediate action',
        link: `/fraud-detection?threat=${duplicate.id}`,
      }),
    ]);
  });

  it('refuses a review without a reason or with an unknown status, naming the field, and writes nothing', async () => {
    const [threat] = await threatsOf(owner);
    const path = `/api/fraud/threats/${threat!.id}`;
    const noReason = await owner.client.patch(path, {
      companyId: owner.companyId,
      status: 'blocked',
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: 'Say why' });
    const badStatus = await owner.client.patch(path, {
      companyId: owner.companyId,
      status: 'investigating',
      reason: 'x',
    });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.fields).toEqual({ status: 'Use blocked or resolved' });
    expect((await threatsOf(owner)).every((t) => t.status === 'investigating')).toBe(true);
  });

  it('lets viewers read but not act, and strangers not even read', async () => {
    const [threat] = await threatsOf(viewer);
    expect(
      (
        await viewer.client.patch(`/api/fraud/threats/${threat!.id}`, {
          companyId: owner.companyId,
          status: 'resolved',
          reason: 'Looks fine',
        })
      ).status,
    ).toBe(403);
    expect(
      (await viewer.client.post('/api/fraud/scan', { companyId: owner.companyId })).status,
    ).toBe(403);
    const stranger = await signUpUser(keel.url, 'Eve', 'Eve Ltd');
    expect(
      (await stranger.client.get(`/api/fraud/threats?companyId=${owner.companyId}`)).status,
    ).toBe(404);
    expect(
      (await new Client(keel.url).get(`/api/fraud/threats?companyId=${owner.companyId}`)).status,
    ).toBe(401);
  });

  it('blocks one threat and marks the other safe, recording who; a new scan raises neither again', async () => {
    const threats = await threatsOf(owner);
    const duplicate = threats.find((t) => t.type === 'duplicate_payment')!;
    const takeover = threats.find((t) => t.type === 'account_takeover')!;
    const blocked = await accountant.client.patch(`/api/fraud/threats/${duplicate.id}`, {
      companyId: owner.companyId,
      status: 'blocked',
      reason: 'Invoice 1043 was paid twice',
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.threat).toMatchObject({
      status: 'blocked',
      outcome: 'confirmed',
      review: { reason: 'Invoice 1043 was paid twice', by: expect.stringContaining('Carl') },
    });
    const safe = await owner.client.patch(`/api/fraud/threats/${takeover.id}`, {
      companyId: owner.companyId,
      status: 'resolved',
      reason: 'I renamed the company from my new laptop',
    });
    expect(safe.status).toBe(200);
    const again = await owner.client.patch(`/api/fraud/threats/${takeover.id}`, {
      companyId: owner.companyId,
      status: 'blocked',
      reason: 'x',
    });
    expect(again.status).toBe(409);
    expect(await deepScan()).toMatchObject({ opened: 0, notified: 0 });
    expect((await threatsOf(owner)).map((t) => t.status).sort()).toEqual(['blocked', 'resolved']);
  });

  it('after a Deep Scan, a light scan follows new postings without anyone asking', async () => {
    const pay = (date: string) =>
      owner.client.post(`/api/companies/${owner.companyId}/transactions`, {
        description: 'Brightline Print',
        amount: '-640.00',
        accountId: 'meals',
        transactionDate: date,
        bankAccountId: 'checking',
        reference: 'BP-2207',
      });
    expect((await pay('2026-11-16')).status).toBe(201);
    expect((await pay('2026-11-18')).status).toBe(201);
    const brightline = async () =>
      (await threatsOf(owner)).filter((t) => t.description.includes('Brightline Print'));
    expect(await brightline()).toEqual([]);
    await expect.poll(async () => (await brightline()).length, { timeout: 8_000 }).toBe(1);
    const jobs = await owner.client.get(
      `/api/companies/${owner.companyId}/jobs?kind=fraud.light-scan`,
    );
    expect((jobs.body.jobs as unknown[]).length).toBeGreaterThan(0);
  });

  it('answers 404 for a threat that is not there and lists the prevention measures', async () => {
    const missing = await owner.client.patch('/api/fraud/threats/th-none', {
      companyId: owner.companyId,
      status: 'blocked',
      reason: 'x',
    });
    expect(missing.status).toBe(404);
    const measures = await viewer.client.get(`/api/fraud/measures?companyId=${owner.companyId}`);
    expect(measures.body.measures).toEqual([
      expect.objectContaining({ id: 'require-two-factor', status: 'inactive' }),
      expect.objectContaining({ id: 'members-two-factor', status: 'inactive' }),
      expect.objectContaining({ id: 'deep-scan', status: 'active' }),
      expect.objectContaining({ id: 'approval-limit', status: 'inactive' }),
    ]);
  });
});
