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

// Issue 14: a light scan runs after each sign-in (core.audit's subscribe), so the payroll
// diversion pattern shows with no Deep Scan asked for: failed sign-ins to the bookkeeper's
// account, a sign-in, then Bo's direct deposit moved to another account.
let keel: TestKeel;
let owner: TestUser;
let bookkeeper: TestUser;

const configure = (client: Client, data: unknown) =>
  client.post('/api/payroll/run', { companyId: owner.companyId, step: 'configure', data });

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock('2026-11-25T12:00:00') });
  owner = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  bookkeeper = await signUpUser(keel.url, 'Kit');
  await addMember(keel, owner, bookkeeper, 'bookkeeper');
  const setup = await owner.client.post('/api/payroll/run', {
    companyId: owner.companyId,
    step: 'setup',
    data: bellaPayrollSetup,
  });
  expect(setup.status).toBe(200);
  const staff = await configure(owner.client, {
    employees: [employee('emp-bo', 'Bo', '555000111', '512-44-7788')],
  });
  expect(staff.status).toBe(200);
});
afterAll(() => keel?.close());

describe('the light scan after a sign-in', () => {
  it('finds a bank change made after failed sign-ins, with no scan requested', async () => {
    const intruder = new Client(keel.url);
    const login = (password: string) =>
      intruder.request('POST', '/api/auth/login', { email: bookkeeper.email, password });
    for (let i = 0; i < 3; i += 1) expect((await login('not the password')).status).toBe(401);
    expect((await login(bookkeeper.password)).status).toBe(200);
    expect((await intruder.post(`/api/companies/${owner.companyId}/switch`)).status).toBe(200);
    const moved = await configure(intruder, {
      employees: [employee('emp-bo', 'Bo', '987654321', '512-44-7788')],
      knownEmployeeIds: ['emp-bo'],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const diversions = async () => {
      const res = await owner.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
      expect(res.status).toBe(200);
      return (res.body.threats as { type: string; rule: string; riskFactors: string[] }[]).filter(
        (t) => t.rule === 'takeover.bank-change',
      );
    };
    await expect
      .poll(async () => (await diversions()).map((t) => [t.type, t.riskFactors[0]]), {
        timeout: 15_000,
        interval: 100,
      })
      .toEqual([['account_takeover', '3 failed sign-ins in the hour before']]);
  });
});
