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
import {
  payrollControlsAnswerSchema,
  type PayrollControls,
} from '@keel/plugin-payroll/domain/public';
import { bellaPayrollSetup, directDepositEmployee as employee } from '../support/payrollSetup';

// payroll.facts' controls through another plugin's server: who prepared and approved each run,
// the paychecks, who shares a direct-deposit account, and each change to an employee's account
// (when, by whom, the last four digits), never a full number; nothing for a viewer.
let keel: TestKeel;
let owner: TestUser;
let bookkeeper: TestUser;
let viewer: TestUser;

const step = (user: TestUser, name: string, data: unknown) =>
  user.client.post('/api/payroll/run', { companyId: owner.companyId, step: name, data });

async function controlsOf(user: TestUser): Promise<PayrollControls | 'no-access'> {
  const res = await user.client.get(`/api/companies/${owner.companyId}/reader-payroll-controls`);
  expect(res.status).toBe(200);
  const answer = payrollControlsAnswerSchema.parse(res.body);
  return answer.status === 'ready' ? answer.controls : answer.status;
}

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, 'plugins'),
    clock: fixedClock('2026-11-25T12:00:00'),
  });
  owner = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  bookkeeper = await signUpUser(keel.url, 'Kit');
  viewer = await signUpUser(keel.url, 'Vic');
  await addMember(keel, owner, bookkeeper, 'bookkeeper');
  await addMember(keel, owner, viewer, 'viewer');
  const setup = await step(owner, 'setup', bellaPayrollSetup);
  expect(setup.status).toBe(200);
  const first = await step(owner, 'configure', {
    employees: [
      employee('emp-ana', 'Ana', '987654321', '123-45-6789'),
      employee('emp-bo', 'Bo', '555000111', '512-44-7788'),
    ],
  });
  expect(first.status).toBe(200);
  // The bookkeeper moves Bo's pay into Ana's account and adds Cy, with no SSN, paid there too.
  const changed = await step(bookkeeper, 'configure', {
    employees: [
      employee('emp-bo', 'Bo', '987654321', '512-44-7788'),
      employee('emp-cy', 'Cy', '987654321'),
    ],
    knownEmployeeIds: ['emp-bo'],
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  // The bookkeeper also moves the company's payroll account to another bank account.
  const moved = await step(bookkeeper, 'setup', {
    ...bellaPayrollSetup,
    bankAccounts: [
      {
        ...bellaPayrollSetup.bankAccounts[0],
        routingNumber: '121000248',
        accountNumber: '7766554433',
      },
    ],
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  // Saving the setup again with the numbers left blank (as the screen does) changes no account.
  const resaved = await step(owner, 'setup', {
    ...bellaPayrollSetup,
    bankAccounts: [{ ...bellaPayrollSetup.bankAccounts[0], routingNumber: '', accountNumber: '' }],
  });
  expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
  const run = await step(bookkeeper, 'run', { payDate: '2026-11-27' });
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  const runId = (run.body.payrollRun as { id: string }).id;
  expect((await step(owner, 'approve', { payrollRunId: runId })).status).toBe(200);
});
afterAll(() => keel?.close());

describe('payroll.facts controls through another plugin’s server', () => {
  it('tell who prepared and approved the run, and each paycheck', async () => {
    const controls = await controlsOf(owner);
    if (controls === 'no-access') throw new Error('The owner got no access');
    expect(controls.runs).toEqual([
      expect.objectContaining({
        payDate: '2026-11-27',
        status: 'completed',
        preparedBy: expect.stringMatching(/^Kit .+ <.+>$/),
        approvedBy: expect.stringMatching(/^Bella .+ <.+>$/),
      }),
    ]);
    expect(controls.paychecks.map((p) => [p.employeeName, p.status])).toEqual(
      expect.arrayContaining([
        ['Ana Hart', 'completed'],
        ['Bo Hart', 'completed'],
        ['Cy Hart', 'completed'],
      ]),
    );
    expect(controls.paychecks.every((p) => p.netCents > 0)).toBe(true);
  });

  it('tell each account change with who made it and the last four digits, and who shares an account', async () => {
    const controls = await controlsOf(owner);
    if (controls === 'no-access') throw new Error('The owner got no access');
    const kit = expect.stringMatching(/^Kit .+ <.+>$/);
    // One clock moment for all: by employee, then account.
    const changes = [...controls.bankChanges].sort(
      (a, b) =>
        a.employeeName.localeCompare(b.employeeName) ||
        a.accountLast4.localeCompare(b.accountLast4),
    );
    expect(changes.map((c) => [c.employeeName, c.accountLast4, c.replaced, c.by])).toEqual([
      ['Ana Hart', '4321', false, expect.stringMatching(/^Bella /)],
      ['Bo Hart', '0111', false, expect.stringMatching(/^Bella /)],
      ['Bo Hart', '4321', true, kit],
      ['Cy Hart', '4321', false, kit],
    ]);
    expect(changes[2]).toMatchObject({
      userId: bookkeeper.userId,
      at: '2026-11-25T12:00:00.000Z',
    });
    const byId = new Map(controls.employees.map((e) => [e.id, e]));
    expect(byId.get('emp-ana')?.sharesAccountWith).toEqual(['emp-bo', 'emp-cy']);
    expect(byId.get('emp-cy')).toMatchObject({
      hasSsn: false,
      accountLast4: '4321',
      prenoted: false,
    });
    expect(byId.get('emp-bo')?.hasSsn).toBe(true);
    // No full number, of an account or an SSN, is in the answer.
    const text = JSON.stringify(controls);
    for (const secret of ['987654321', '555000111', '121000248', '123-45-6789', '123456789'])
      expect(text).not.toContain(secret);
  });

  it('tell each change of the company payroll account with who made it and the last four digits before and after', async () => {
    const controls = await controlsOf(owner);
    if (controls === 'no-access') throw new Error('The owner got no access');
    // One clock moment for both: the first account, then the move.
    const changes = [...controls.companyBankChanges].sort((a, b) =>
      a.previousLast4.localeCompare(b.previousLast4),
    );
    expect(changes.map((c) => [c.by, c.userId, c.previousLast4, c.accountLast4])).toEqual([
      [expect.stringMatching(/^Bella .+ <.+>$/), owner.userId, '', '6789'],
      [expect.stringMatching(/^Kit .+ <.+>$/), bookkeeper.userId, '6789', '4433'],
    ]);
    expect(changes[1]?.at).toBe('2026-11-25T12:00:00.000Z');
    const text = JSON.stringify(controls.companyBankChanges);
    for (const secret of ['000123456789', '7766554433', '021000021', '121000248'])
      expect(text).not.toContain(secret);
  });

  it('tell a viewer nothing', async () => {
    expect(await controlsOf(viewer)).toBe('no-access');
  });
});
