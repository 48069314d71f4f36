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
import { bellaPayrollSetup, directDepositEmployee as employee } from '../support/payrollSetup';

// Issue 14, Mark as Safe on a blocked payroll takeover: the accountant's password is used from a
// new browser to move Bo's direct deposit, and the owner blocks the takeover, so payroll holds Bo's
// deposit in the open run. Marking the threat safe releases that hold, under payroll's rule: the
// accountant who changed the account is refused (nothing changes), the owner releases it and the
// run is approved.
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const clock = fixedClock('2026-11-25T11:00:00');
let keel: TestKeel;
let owner: TestUser;
let accountant: TestUser;
let stranger: Client;
let runId = '';

interface ThreatBody {
  id: string;
  rule: string;
  status: string;
  hold: { kind: string; description: string } | null;
}

const step = (client: Client, name: string, data: unknown) =>
  client.post('/api/payroll/run', { companyId: owner.companyId, step: name, data });

async function deepScan(): Promise<ThreatBody[]> {
  const started = await owner.client.post('/api/fraud/scan', { companyId: owner.companyId });
  expect(started.status).toBe(201);
  const jobPath = `/api/companies/${owner.companyId}/jobs/${String(started.body.jobId)}`;
  for (let i = 0; i < 400; i += 1) {
    const { job } = (await owner.client.get(jobPath)).body as {
      job: { status: string; error: string | null };
    };
    if (job.status === 'failed') throw new Error(job.error ?? 'failed');
    if (job.status === 'done') {
      const res = await owner.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
      return res.body.threats as ThreatBody[];
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('The scan did not finish');
}

let takeover: ThreatBody;

beforeAll(async () => {
  keel = await startKeel({ clock });
  owner = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  accountant = await signUpUser(keel.url, 'Cal');
  await addMember(keel, owner, accountant, 'accountant');
  expect((await step(owner.client, 'setup', bellaPayrollSetup)).status).toBe(200);
  const saved = await step(owner.client, 'configure', {
    employees: [
      employee('emp-ana', 'Ana', '987654321', '123-45-6789'),
      employee('emp-bo', 'Bo', '555000111', '512-44-7788'),
    ],
  });
  expect(saved.status).toBe(200);
  // The accountant's usual sign-in; twenty minutes later, their password from a new browser.
  clock.set('2026-11-25T11:30:00');
  const usual = await new Client(keel.url).post('/api/auth/login', {
    email: accountant.email,
    password: accountant.password,
  });
  expect(usual.status).toBe(200);
  clock.set('2026-11-25T11:50:00');
  stranger = new Client(keel.url);
  const login = await stranger.request(
    'POST',
    '/api/auth/login',
    { email: accountant.email, password: accountant.password },
    { 'user-agent': WINDOWS },
  );
  expect(login.status).toBe(200);
  clock.set('2026-11-25T12:00:00');
  const moved = await step(stranger, 'configure', {
    employees: [employee('emp-bo', 'Bo', '444000999', '512-44-7788')],
    knownEmployeeIds: ['emp-bo'],
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  const run = await step(owner.client, 'run', { payDate: '2026-11-27' });
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  runId = (run.body.payrollRun as { id: string }).id;
  const found = (await deepScan()).filter((t) => t.rule === 'takeover.bank-change');
  expect(found).toHaveLength(1);
  takeover = found[0]!;
  const blocked = await owner.client.patch(`/api/fraud/threats/${takeover.id}`, {
    companyId: owner.companyId,
    status: 'blocked',
    reason: 'Cal did not change any account today',
  });
  expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
  expect((blocked.body as { threat: ThreatBody }).threat.hold?.kind).toBe('payroll-deposit');
  expect((await step(owner.client, 'approve', { payrollRunId: runId })).status).toBe(409);
});
afterAll(() => keel?.close());

const markSafe = (client: Client) =>
  client.patch(`/api/fraud/threats/${takeover.id}`, {
    companyId: owner.companyId,
    status: 'resolved',
    reason: 'Bo asked for the new account himself',
  });

describe('Mark as Safe on a blocked payroll takeover', () => {
  it('is refused to the member who changed the account, naming why, and keeps the hold', async () => {
    const refused = await markSafe(accountant.client);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'Someone other than who changed the bank account must release this hold',
      fields: { status: 'Someone other than who changed the bank account must release this hold' },
    });
    const threats = await owner.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
    expect((threats.body.threats as ThreatBody[]).find((t) => t.id === takeover.id)?.status).toBe(
      'blocked',
    );
    expect((await step(owner.client, 'approve', { payrollRunId: runId })).status).toBe(409);
  });

  it('releases the deposit when another member marks it safe, and the run is approved', async () => {
    const safe = await markSafe(owner.client);
    expect(safe.status, JSON.stringify(safe.body)).toBe(200);
    expect((safe.body as { threat: ThreatBody }).threat).toMatchObject({
      status: 'resolved',
      hold: null,
    });
    const approved = await step(owner.client, 'approve', { payrollRunId: runId });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  });
});
