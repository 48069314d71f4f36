import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docIdFor, fixedClock } from '@keel/core/domain';
import {
  addMember,
  closeOf,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { bellaPayrollSetup, directDepositEmployee as employee } from '../support/payrollSetup';
import { syncedBytes as syncedDocBytes } from '../support/syncedBytes';
import { runDeepScan } from '../support/deepScan';

// Issue 14: the Deep Scan runs the payroll checks through payroll.facts' controls, and keeps what
// it finds there (employees' names, pay, account changes) in a scope only payroll's roles receive.
// A viewer's sync document, REST answers and the answers of services that read fraud.threats (the
// dashboard's) hold nothing of it; the owner's and the bookkeeper's hold it.
let keel: TestKeel;
let owner: TestUser;
let bookkeeper: TestUser;
let viewer: TestUser;

/** What only the payroll threats tell: the employees' last name, the shared account's last four. */
const PAYROLL_SECRETS = ['Hart', 'emp-cy', 'ending 4321'];

const step = (user: TestUser, name: string, data: unknown) =>
  user.client.post('/api/payroll/run', { companyId: owner.companyId, step: name, data });

interface ThreatBody {
  id: string;
  rule: string;
  description: string;
  riskFactors: string[];
  status: string;
}

const threatsOf = async (user: TestUser) => {
  const res = await user.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
  expect(res.status).toBe(200);
  return res.body.threats as ThreatBody[];
};

/** The whole of a document as the server sends it to `user` on sync: its raw bytes. */
const syncedBytes = (user: TestUser, scope: string): Promise<Buffer> =>
  syncedDocBytes(keel.wsUrl, docIdFor(owner.companyId, scope), user.client.cookie);

const holdsNothingOf = (text: string, threats: readonly ThreatBody[]) => {
  for (const secret of [...PAYROLL_SECRETS, ...threats.map((t) => t.id)])
    expect(text, secret).not.toContain(secret);
};

let payrollThreats: ThreatBody[] = [];

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock('2026-11-25T12:00:00') });
  owner = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  bookkeeper = await signUpUser(keel.url, 'Kit');
  viewer = await signUpUser(keel.url, 'Vic');
  await addMember(keel, owner, bookkeeper, 'bookkeeper');
  await addMember(keel, owner, viewer, 'viewer');
  for (const member of [bookkeeper, viewer])
    expect((await member.client.post(`/api/companies/${owner.companyId}/switch`)).status).toBe(200);
  expect((await step(owner, 'setup', bellaPayrollSetup)).status).toBe(200);
  const first = await step(owner, 'configure', {
    employees: [
      employee('emp-ana', 'Ana', '987654321', '123-45-6789'),
      employee('emp-bo', 'Bo', '555000111', '512-44-7788'),
    ],
  });
  expect(first.status).toBe(200);
  // The bookkeeper moves Bo's pay into Ana's account two days before payday, and adds Cy, with
  // no SSN, paid there too.
  const changed = await step(bookkeeper, 'configure', {
    employees: [
      employee('emp-bo', 'Bo', '987654321', '512-44-7788'),
      employee('emp-cy', 'Cy', '987654321'),
    ],
    knownEmployeeIds: ['emp-bo'],
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  const run = await step(bookkeeper, 'run', { payDate: '2026-11-27' });
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  const runId = (run.body.payrollRun as { id: string }).id;
  expect((await step(owner, 'approve', { payrollRunId: runId })).status).toBe(200);
  await runDeepScan(owner);
  const ownerThreats = await threatsOf(owner);
  payrollThreats = ownerThreats.filter((t) => /^(payroll\.|takeover\.change)/.test(t.rule));
});
afterAll(() => keel?.close());

describe('threats found in payroll', () => {
  it('keeps the scope for the same roles as payroll itself', () => {
    const { registry } = keel.server.services;
    expect(registry.scopeAccess('fraud-payroll')).toEqual(registry.scopeAccess('payroll'));
  });

  it('are found by the Deep Scan and shown to the owner and the bookkeeper', async () => {
    expect(payrollThreats.map((t) => t.rule).sort()).toEqual([
      'payroll.no-ssn',
      'payroll.shared-account',
      'takeover.change-before-payday',
    ]);
    expect(payrollThreats.find((t) => t.rule === 'payroll.no-ssn')?.description).toContain(
      'Cy Hart',
    );
    expect(
      payrollThreats.find((t) => t.rule === 'takeover.change-before-payday')?.riskFactors,
    ).toContainEqual(expect.stringContaining('ending 4321'));
    const seen = (await threatsOf(bookkeeper)).map((t) => t.id);
    for (const threat of payrollThreats) expect(seen).toContain(threat.id);
  });

  it('are in the payroll threats’ document for the owner, never in the company document', async () => {
    const payrollDoc = (await syncedBytes(owner, 'fraud-payroll')).toString('latin1');
    for (const threat of payrollThreats) expect(payrollDoc).toContain(threat.id);
    holdsNothingOf((await syncedBytes(owner, 'company')).toString('latin1'), payrollThreats);
  });

  it('are refused to a viewer’s sync, and absent from the document a viewer receives', async () => {
    const refused = await closeOf(`${keel.wsUrl}/${docIdFor(owner.companyId, 'fraud-payroll')}`, {
      cookie: viewer.client.cookie,
    });
    expect(refused.code).toBe(4403);
    expect(refused.messages).toBe(0);
    holdsNothingOf((await syncedBytes(viewer, 'company')).toString('latin1'), payrollThreats);
  });

  it('are absent from a viewer’s REST answers and the dashboard’s, and cannot be reviewed by one', async () => {
    const threats = await viewer.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
    expect(threats.status).toBe(200);
    holdsNothingOf(JSON.stringify(threats.body), payrollThreats);
    const anomalies = await viewer.client.get(`/api/anomalies/${viewer.userId}`);
    expect(anomalies.status).toBe(200);
    holdsNothingOf(JSON.stringify(anomalies.body), payrollThreats);
    const owners = await owner.client.get(`/api/anomalies/${owner.userId}`);
    expect(JSON.stringify(owners.body)).toContain(payrollThreats[0]!.id);
    const review = await viewer.client.patch(`/api/fraud/threats/${payrollThreats[0]!.id}`, {
      companyId: owner.companyId,
      status: 'resolved',
      reason: 'Looks fine',
    });
    expect(review.status).toBe(403);
  });

  it('are reviewed by the owner, and count in the owner’s fraud accuracy, not the viewer’s', async () => {
    const threat = payrollThreats.find((t) => t.rule === 'payroll.no-ssn')!;
    const blocked = await owner.client.patch(`/api/fraud/threats/${threat.id}`, {
      companyId: owner.companyId,
      status: 'blocked',
      reason: 'Cy is not on our staff',
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect((await threatsOf(owner)).find((t) => t.id === threat.id)?.status).toBe('blocked');
    const accuracy = async (user: TestUser) => {
      const res = await user.client.get(`/api/metrics/${user.userId}`);
      expect(res.status).toBe(200);
      return (res.body.metrics as { id: string; value: number | null }[]).find(
        (m) => m.id === 'fraudAccuracy',
      );
    };
    expect((await accuracy(owner))?.value).toBe(100);
    expect((await accuracy(viewer))?.value).toBeNull();
    // A second Deep Scan keeps the review: the same records raise nothing again.
    await runDeepScan(owner);
    expect((await threatsOf(owner)).filter((t) => t.id === threat.id)).toHaveLength(1);
    expect((await threatsOf(owner)).find((t) => t.id === threat.id)?.status).toBe('blocked');
  });

  it('are found by a light scan after a change to payroll, without a Deep Scan', async () => {
    // Dee joins, paid into Ana's account too: the group sharing it is a new one.
    const added = await step(bookkeeper, 'configure', {
      employees: [
        employee('emp-ana', 'Ana', '987654321', '123-45-6789'),
        employee('emp-bo', 'Bo', '987654321', '512-44-7788'),
        employee('emp-cy', 'Cy', '987654321'),
        employee('emp-dee', 'Dee', '987654321', '623-11-2233'),
      ],
      knownEmployeeIds: ['emp-ana', 'emp-bo', 'emp-cy'],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    let found: ThreatBody | undefined;
    for (let i = 0; i < 200 && !found; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      found = (await threatsOf(owner)).find((t) => t.description.includes('Dee Hart'));
    }
    expect(found?.rule).toBe('payroll.shared-account');
    holdsNothingOf(
      JSON.stringify(
        (await viewer.client.get(`/api/fraud/threats?companyId=${owner.companyId}`)).body,
      ),
      [found!],
    );
  });
});
