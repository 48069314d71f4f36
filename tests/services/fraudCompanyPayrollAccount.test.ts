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
import { bellaPayrollSetup } from '../support/payrollSetup';
import { runDeepScan } from '../support/deepScan';

// Issue 14, account takeover: the owner's password is used from a browser never seen before to
// move the company's payroll account (the one payroll is paid from). The Deep Scan reads the
// change through payroll.facts' controls and raises it, for payroll's roles only.
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
let keel: TestKeel;
let owner: TestUser;
let viewer: TestUser;

interface ThreatBody {
  rule: string;
  type: string;
  severity: string;
  description: string;
  riskFactors: string[];
  recordIds: string[];
}

const threatsOf = async (user: TestUser) => {
  const res = await user.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
  expect(res.status).toBe(200);
  return res.body.threats as ThreatBody[];
};

const clock = fixedClock('2026-11-25T11:30:00');

beforeAll(async () => {
  keel = await startKeel({ clock });
  owner = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  viewer = await signUpUser(keel.url, 'Vic');
  await addMember(keel, owner, viewer, 'viewer');
  expect((await viewer.client.post(`/api/companies/${owner.companyId}/switch`)).status).toBe(200);
  const setup = await owner.client.post('/api/payroll/run', {
    companyId: owner.companyId,
    step: 'setup',
    data: bellaPayrollSetup,
  });
  expect(setup.status).toBe(200);
  // Later, the owner's usual sign-in; then the same password from a new browser moves the
  // account ten minutes after signing in.
  clock.set('2026-11-25T11:50:00');
  const usual = await new Client(keel.url).post('/api/auth/login', {
    email: owner.email,
    password: owner.password,
  });
  expect(usual.status).toBe(200);
  const stranger = new Client(keel.url);
  const login = await stranger.request(
    'POST',
    '/api/auth/login',
    { email: owner.email, password: owner.password },
    { 'user-agent': WINDOWS },
  );
  expect(login.status).toBe(200);
  clock.advance(10 * 60_000);
  const moved = await stranger.post('/api/payroll/run', {
    companyId: owner.companyId,
    step: 'setup',
    data: {
      ...bellaPayrollSetup,
      bankAccounts: [
        {
          ...bellaPayrollSetup.bankAccounts[0],
          routingNumber: '121000248',
          accountNumber: '7766554433',
        },
      ],
    },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  await runDeepScan(owner);
});
afterAll(() => keel?.close());

describe('a change of the company payroll account after a risky sign-in', () => {
  it('is raised by the Deep Scan as a high-severity account takeover', async () => {
    const takeovers = (await threatsOf(owner)).filter((t) => t.rule === 'takeover.bank-change');
    expect(takeovers).toHaveLength(1);
    expect(takeovers[0]).toMatchObject({ type: 'account_takeover', severity: 'high' });
    expect(takeovers[0]!.description).toMatch(
      /^The bank details of the company payroll account were changed by Bella .+ 10 minutes after a risky sign-in$/,
    );
    expect(takeovers[0]!.riskFactors).toContain('Signed in from a new device (Chrome on Windows)');
    expect(takeovers[0]!.recordIds).toEqual([
      expect.stringMatching(/^bank-change:/),
      expect.stringMatching(/^sign-in:/),
    ]);
  });

  it('is not shown to a viewer', async () => {
    expect((await threatsOf(viewer)).map((t) => t.rule)).not.toContain('takeover.bank-change');
  });
});
