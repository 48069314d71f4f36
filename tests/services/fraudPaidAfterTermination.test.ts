import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { signUpUser, startKeel, type TestKeel, type TestUser } from '@keel/sync-server/testing';
import { bellaPayrollSetup, directDepositEmployee as employee } from '../support/payrollSetup';
import { runDeepScan, threatsOf } from '../support/deepScan';

// Issue 14, unusual patterns in payroll: Bo's termination is recorded after a run already paid him
// for a period that began after his last day. The Deep Scan reads the termination date and each
// paycheck's period through payroll.facts' controls and raises it; Ana, still employed, is not.
let keel: TestKeel;
let owner: TestUser;

const step = (name: string, data: unknown) =>
  owner.client.post('/api/payroll/run', { companyId: owner.companyId, step: name, data });

interface ThreatBody {
  rule: string;
  severity: string;
  description: string;
  recordIds: string[];
}

let threats: ThreatBody[] = [];

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock('2026-11-25T12:00:00') });
  owner = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  expect((await step('setup', bellaPayrollSetup)).status).toBe(200);
  const saved = await step('configure', {
    employees: [
      employee('emp-ana', 'Ana', '987654321', '123-45-6789'),
      employee('emp-bo', 'Bo', '555000111', '512-44-7788'),
    ],
  });
  expect(saved.status).toBe(200);
  // Biweekly: the run of 2026-11-27 pays 2026-11-14 to 2026-11-27.
  const run = await step('run', { payDate: '2026-11-27' });
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  const runId = (run.body.payrollRun as { id: string }).id;
  expect((await step('approve', { payrollRunId: runId })).status).toBe(200);
  const terminated = await step('configure', {
    employees: [
      {
        ...employee('emp-bo', 'Bo', '555000111'),
        status: 'terminated',
        terminationDate: '2026-11-10',
      },
    ],
    knownEmployeeIds: ['emp-bo'],
  });
  expect(terminated.status, JSON.stringify(terminated.body)).toBe(200);
  await runDeepScan(owner);
  threats = await threatsOf<ThreatBody>(owner);
});
afterAll(() => keel?.close());

describe('a paycheck after the termination date', () => {
  it('is raised by the Deep Scan, naming the employee and the paycheck', () => {
    const found = threats.filter((t) => t.rule === 'payroll.paid-after-termination');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      severity: 'high',
      description: 'Bo Hart was paid once after their termination on 2026-11-10',
    });
    expect(found[0]!.recordIds).toEqual([
      'employee:emp-bo',
      expect.stringMatching(/^paycheck:.+\/emp-bo$/),
    ]);
  });
});
