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

// A Deep Scan over the real server reads who entered each line and when (the ledger service's
// activity) and the lock date (closeStatus): an entry back-dated to just after the lock date, and
// a payment entered by someone who never posts to that account, are found.
const NOW = '2026-11-25T12:00:00';
let keel: TestKeel;
let owner: TestUser;
let clerk: TestUser;

const enter = (
  user: TestUser,
  date: string,
  description: string,
  amount: string,
  accountId: string,
) =>
  user.client.post(`/api/companies/${owner.companyId}/transactions`, {
    description,
    amount,
    accountId,
    transactionDate: date,
    bankAccountId: 'checking',
    reference: '',
  });

async function deepScan() {
  const started = await owner.client.post('/api/fraud/scan', {
    userId: owner.userId,
    companyId: owner.companyId,
  });
  expect(started.status).toBe(201);
  const jobPath = `/api/companies/${owner.companyId}/jobs/${String(started.body.jobId)}`;
  for (let i = 0; i < 200; i += 1) {
    const { job } = (await owner.client.get(jobPath)).body as {
      job: { status: string; error: string | null };
    };
    if (job.status === 'done') break;
    if (job.status === 'failed') throw new Error(job.error ?? 'failed');
    await new Promise((r) => setTimeout(r, 25));
  }
  const res = await owner.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
  return res.body.threats as {
    type: string;
    description: string;
    riskFactors: string[];
    recordIds: string[];
  }[];
}

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..', '..'),
    clock: fixedClock(NOW),
  });
  owner = await signUpUser(keel.url, 'Ada', 'Ada Supplies');
  clerk = await signUpUser(keel.url, 'Otto', 'Otto Books');
  await addMember(keel, owner, clerk, 'bookkeeper');
  // The clerk pays the office supplies every week; the owner pays them once, for $800.
  for (let week = 0; week < 10; week += 1) {
    const day = String(1 + week * 3).padStart(2, '0');
    const cents = (11_000 + week * 731) / 100;
    expect(
      (await enter(clerk, `2026-10-${day}`, `Staples ${week}`, `-${cents}`, 'office-supplies'))
        .status,
    ).toBe(201);
  }
  expect(
    (await enter(owner, '2026-10-30', 'Office Outlet', '-800.00', 'office-supplies')).status,
  ).toBe(201);
  // July is locked; then the owner enters a payment dated August 3, months later.
  const locked = await owner.client.request(
    'PUT',
    `/api/companies/${owner.companyId}/settings/lock-date`,
    { lockDate: '2026-07-31' },
  );
  expect(locked.status).toBe(200);
  expect(
    (await enter(owner, '2026-08-03', 'Consulting fee', '-2400.00', 'professional-fees')).status,
  ).toBe(201);
});
afterAll(() => keel.close());

describe('a Deep Scan reads who entered each line, when, and the lock date', () => {
  it('finds the payment back-dated into a period about to close and the payment by a rare poster', async () => {
    const threats = await deepScan();
    const suspicious = threats.filter((t) => t.type === 'suspicious_transaction');
    const factors = suspicious.flatMap((t) => t.riskFactors);
    expect(factors).toContain('Dated 2026-08-03 but entered 114 days later');
    expect(factors).toContain(
      'Dated just after the lock date (2026-07-31), in a period about to close',
    );
    expect(factors).toContainEqual(
      expect.stringMatching(
        /^Ada .+ entered this payment to Office Supplies, where others made all 10 other entries$/,
      ),
    );
  });
});
