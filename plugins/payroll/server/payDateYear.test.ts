import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { signUpUser, startKeel, type TestKeel, type TestUser } from '@keel/sync-server/testing';

// The server's day is 4 January 2027: Keel has no 2027 withholding tables, so a 2027 pay date,
// asked for or by default, is refused naming the year and the field, and 2025 and 2026 still run.
const REFUSED = '2027 withholding tables are not in this version yet';
let keel: TestKeel;
let owner: TestUser;

const run = (data: unknown) =>
  owner.client.post('/api/payroll/run', { companyId: owner.companyId, step: 'run', data });
const storedRuns = async () =>
  (await owner.client.get(`/api/payroll/runs/${owner.companyId}`)).body.totalRuns;

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock('2027-01-04T09:00:00') });
  owner = await signUpUser(keel.url, 'Tess', 'Tess Tables LLC');
  const setup = await owner.client.post('/api/payroll/run', {
    companyId: owner.companyId,
    step: 'setup',
    data: {
      companyInfo: {
        companyName: 'Tess Tables LLC',
        ein: '12-3456789',
        businessAddress: '1 Main St, Austin, TX 78701',
        primaryState: 'TX',
        businessType: 'llc',
        payrollFrequency: 'weekly',
      },
      bankAccounts: [
        {
          bankName: 'Chase',
          accountType: 'checking',
          routingNumber: '021000021',
          accountNumber: '000123456789',
        },
      ],
    },
  });
  expect(setup.status).toBe(200);
  const configure = await owner.client.post('/api/payroll/run', {
    companyId: owner.companyId,
    step: 'configure',
    data: {
      employees: [
        {
          id: 'emp-ivy',
          firstName: 'Ivy',
          lastName: 'Hart',
          email: 'ivy@example.com',
          payType: 'salary',
          salary: '52000',
          paymentMethod: 'check',
        },
      ],
    },
  });
  expect(configure.status).toBe(200);
});
afterAll(() => keel.close());

describe('a pay date in a year without withholding tables', () => {
  it('is refused with 400 naming the year and payDate, and nothing is stored', async () => {
    expect(await run({ payDate: '2027-01-08' })).toMatchObject({
      status: 400,
      body: { error: `payDate: ${REFUSED}`, fields: { payDate: REFUSED } },
    });
    expect(await storedRuns()).toBe(0);
  });

  it('is refused when it is the default, the next pay date after today', async () => {
    expect(await run({})).toMatchObject({
      status: 400,
      body: { error: `payDate: ${REFUSED}`, fields: { payDate: REFUSED } },
    });
    expect(await storedRuns()).toBe(0);
  });

  it('leaves pay dates in 2026 and 2025 running on their own year’s tables', async () => {
    const late2026 = await run({ payDate: '2026-12-31' });
    expect(late2026.status).toBe(200);
    expect(late2026.body.payrollRun).toMatchObject({
      payDate: '2026-12-31',
      totalGrossPay: '1000.00',
    });
    const in2025 = await run({ payDate: '2025-06-06' });
    expect(in2025.status).toBe(200);
    expect(await storedRuns()).toBe(2);
  });
});
