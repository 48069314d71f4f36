import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { signUpUser, startKeel, type TestKeel, type TestUser } from '@keel/sync-server/testing';
import {
  payrollControlsAnswerSchema,
  type PayrollControls,
} from '@keel/plugin-payroll/domain/public';
import { bellaPayrollSetup, directDepositEmployee as employee } from '../support/payrollSetup';

// Terminating an employee through the configure step: the termination date is checked and named,
// a run whose pay period starts after it leaves the employee out, and payroll.facts' controls
// give the date to the fraud checks.
let keel: TestKeel;
let owner: TestUser;

const step = (name: string, data: unknown) =>
  owner.client.post('/api/payroll/run', { companyId: owner.companyId, step: name, data });

async function controls(): Promise<PayrollControls> {
  const res = await owner.client.get(`/api/companies/${owner.companyId}/reader-payroll-controls`);
  const answer = payrollControlsAnswerSchema.parse(res.body);
  if (answer.status !== 'ready') throw new Error('The owner got no access');
  return answer.controls;
}

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, 'plugins'),
    clock: fixedClock('2026-11-25T12:00:00'),
  });
  owner = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  expect((await step('setup', bellaPayrollSetup)).status).toBe(200);
  const saved = await step('configure', {
    employees: [
      employee('emp-ana', 'Ana', '987654321', '123-45-6789'),
      employee('emp-bo', 'Bo', '555000111', '512-44-7788'),
    ],
  });
  expect(saved.status).toBe(200);
});
afterAll(() => keel?.close());

describe('terminating an employee', () => {
  it('names the termination date when it is missing, and changes nothing', async () => {
    const res = await step('configure', {
      employees: [{ ...employee('emp-bo', 'Bo', '555000111'), status: 'terminated' }],
      knownEmployeeIds: ['emp-bo'],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'employees.0.terminationDate':
        'Employee 1 (Bo Hart): Termination date is required for a terminated employee',
    });
    expect((await controls()).employees.map((e) => e.terminationDate)).toEqual([null, null]);
  });

  it('leaves the employee out of a run whose pay period starts after their last day', async () => {
    const res = await step('configure', {
      employees: [
        {
          ...employee('emp-bo', 'Bo', '555000111'),
          status: 'terminated',
          terminationDate: '2026-11-06',
        },
      ],
      knownEmployeeIds: ['emp-bo'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Biweekly: the run of 2026-11-27 pays 2026-11-14 to 2026-11-27.
    const run = await step('run', { payDate: '2026-11-27' });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const { entries } = run.body.payrollRun as { entries: { employeeId: string }[] };
    expect(entries.map((p) => p.employeeId)).toEqual(['emp-ana']);
  });

  it('gives the termination date and each paycheck’s period in the controls', async () => {
    const { employees, paychecks } = await controls();
    expect(Object.fromEntries(employees.map((e) => [e.id, e.terminationDate]))).toEqual({
      'emp-ana': null,
      'emp-bo': '2026-11-06',
    });
    expect(paychecks.map((p) => [p.employeeId, p.payDate, p.periodStart])).toEqual([
      ['emp-ana', '2026-11-27', '2026-11-14'],
    ]);
  });
});
