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
  employeeYearTotalsAnswerSchema,
  payrollFactsAnswerSchema,
  type PayrollFacts,
} from '@keel/plugin-payroll/domain/public';
import { bellaPayrollSetup } from '../support/payrollSetup';

// Issue 12, item 3: Payroll provides payroll.facts, and another plugin's server reads them through
// ctx.services for the member asking. Real runs, processed and approved through POST
// /api/payroll/run; members with payroll access get the facts, a viewer gets nothing.
let keel: TestKeel;
let owner: TestUser;
let bookkeeper: TestUser;
let viewer: TestUser;

const employees = [
  {
    id: 'emp-ana',
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    payType: 'salary',
    salary: '78000',
    paymentMethod: 'direct_deposit',
    bankName: 'Wells Fargo',
    routingNumber: '121000248',
    accountNumber: '987654321',
    ssn: '123-45-6789',
    homeAddress: '9 Elm St, Oakland, CA 94612',
  },
  {
    id: 'emp-bo',
    firstName: 'Bo',
    lastName: 'Chen',
    email: 'bo@example.com',
    payType: 'hourly',
    hourlyRate: 25,
    hoursPerWeek: 32,
    paymentMethod: 'check',
    ssn: '512-44-7788',
  },
];

const step = (name: string, data: unknown) =>
  owner.client.post('/api/payroll/run', { companyId: owner.companyId, step: name, data });
const processRun = async (payDate: string) => {
  const processed = await step('run', { payDate });
  expect(processed.status).toBe(200);
  return (processed.body.payrollRun as { id: string }).id;
};
const factsFor = (user: TestUser) =>
  user.client.get(`/api/companies/${owner.companyId}/reader-payroll`);
async function ownerFacts(): Promise<PayrollFacts> {
  const res = await factsFor(owner);
  expect(res.status).toBe(200);
  const answer = payrollFactsAnswerSchema.parse(res.body);
  if (answer.status !== 'ready') throw new Error(`The owner got ${answer.status}`);
  return answer.facts;
}
const cents = (dollars: unknown) => Math.round(Number(dollars) * 100);
/** Every text of an answer, its keys and its string values (amounts are numbers). */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...textsOf(inner)])
      : [];

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
  expect((await step('setup', bellaPayrollSetup)).status).toBe(200);
  expect((await step('configure', { employees })).status).toBe(200);
});
afterAll(() => keel?.close());

describe('payroll.facts through another plugin’s server', () => {
  let approvedId = '';
  let openId = '';

  it('tells the owner of an approved run and an open one', async () => {
    approvedId = await processRun('2026-11-13');
    expect((await step('approve', { payrollRunId: approvedId })).status).toBe(200);
    openId = await processRun('2026-11-27');

    const facts = await ownerFacts();
    expect(facts.asOf).toBe('2026-11-25');
    expect(facts.activeEmployees).toBe(2);
    expect(facts.nextPayDate).toBe('2026-11-27');
    expect(facts.runs.map((r) => [r.id, r.status, r.payDate, r.headCount])).toEqual([
      [openId, 'processing', '2026-11-27', 2],
      [approvedId, 'completed', '2026-11-13', 2],
    ]);
    // The same run as payroll's own records route shows it (in dollars there).
    const records = await owner.client.get(`/api/payroll/runs/${owner.companyId}`);
    const stored = (records.body.payrollRuns as Record<string, unknown>[]).find(
      (r) => r.id === approvedId,
    )!;
    const approved = facts.runs[1]!;
    expect(approved.grossCents).toBe(cents(stored.totalGrossPay));
    expect(approved.netCents).toBe(cents(stored.totalNetPay));
    expect(approved.payPeriod).toEqual({ from: stored.periodStart, to: stored.periodEnd });

    // Only the approved run owes: its taxes, by tax, sum to what it withheld and the employer paid.
    const owed = facts.liabilities.reduce((sum, l) => sum + l.liabilityCents, 0);
    expect(owed).toBe(approved.employeeTaxesCents + approved.employerTaxesCents);
    expect(facts.liabilities.find((l) => l.tax === 'suta')).toMatchObject({
      jurisdiction: 'CA',
      period: { year: 2026, quarter: 4 },
      paidCents: null,
    });
    expect(facts.depositSchedule).toMatchObject({ year: 2026, schedule: 'monthly' });
    expect(facts.deposits.map((d) => [d.dueDate, d.paydays])).toEqual([
      ['2026-12-15', ['2026-11-13']],
    ]);
    expect(facts.returns.map((r) => [r.form, r.dueDate])).toEqual([
      ['941', '2027-02-01'],
      ['940', '2027-02-01'],
      ['W-2/W-3', '2027-02-01'],
    ]);
  });

  it('reads the document afresh: an approval shows at once, and a subscriber hears of it', async () => {
    const base = `/api/companies/${owner.companyId}`;
    expect((await owner.client.post(`${base}/reader-payroll-subscribe`)).status).toBe(200);
    const heard = async () =>
      (await owner.client.get(`${base}/reader-payroll-changes`)).body.changes as number;
    expect(await heard()).toBe(0);
    expect((await step('approve', { payrollRunId: openId })).status).toBe(200);
    await expect.poll(heard).toBeGreaterThan(0);
    const facts = await ownerFacts();
    expect(facts.runs.map((r) => r.status)).toEqual(['completed', 'completed']);
    expect(facts.nextPayDate).toBe('2026-12-11');
    expect(facts.deposits.map((d) => [d.dueDate, d.paydays])).toEqual([
      ['2026-12-15', ['2026-11-13', '2026-11-27']],
    ]);
  });

  it('never tells names, Social Security or bank numbers, not even their last four digits', async () => {
    // Random ids (a run's UUID) may hold any four digits by chance: they are not the numbers.
    const randomId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const texts = textsOf((await factsFor(owner)).body).filter((text) => !randomId.test(text));
    expect(texts).toContain('2026-11-13');
    for (const secret of [
      'Ana',
      'Lopez',
      'emp-',
      'Chen',
      'Bella',
      '6789', // the SSN's last four, and the company account's
      '7788',
      '0248',
      '4321',
      '0021',
      'Wells Fargo',
      'Chase',
      'ssn',
      'routing',
      'account',
    ])
      expect(texts.filter((text) => text.toLowerCase().includes(secret.toLowerCase()))).toEqual([]);
  });

  it('tells a bookkeeper, who has payroll access, and a viewer nothing at all', async () => {
    const theirs = await factsFor(bookkeeper);
    expect(theirs.status).toBe(200);
    expect(payrollFactsAnswerSchema.parse(theirs.body).status).toBe('ready');
    const refused = await factsFor(viewer);
    expect(refused).toMatchObject({ status: 200, body: { status: 'no-access' } });
    expect(Object.keys(refused.body)).toEqual(['status']);
  });
});

describe('employee year totals through another plugin’s server', () => {
  const yearFor = (user: TestUser, year: number) =>
    user.client.get(`/api/companies/${owner.companyId}/reader-payroll-year/${year}`);

  it('gives a member with payroll access each employee’s W-2 figures of the year’s approved runs', async () => {
    const res = await yearFor(bookkeeper, 2026);
    expect(res.status).toBe(200);
    const answer = employeeYearTotalsAnswerSchema.parse(res.body);
    if (answer.status !== 'ready') throw new Error(`The bookkeeper got ${answer.status}`);
    const { employer, employees: paid } = answer.totals;
    expect(employer).toEqual({
      name: 'Bella Design Studio',
      ein: '12-3456789',
      address: '1 Main St, Oakland, CA 94612',
      state: 'CA',
    });
    expect(paid.map((e) => [e.firstName, e.lastName, e.paychecks])).toEqual([
      ['Bo', 'Chen', 2],
      ['Ana', 'Lopez', 2],
    ]);
    // Both runs approved: the year's wages are the two runs' gross pay.
    const facts = await ownerFacts();
    const gross = facts.runs.reduce((sum, r) => sum + r.grossCents, 0);
    expect(paid.reduce((sum, e) => sum + e.wagesCents, 0)).toBe(gross);
    const ana = paid.find((e) => e.employeeId === 'emp-ana')!;
    expect(ana.socialSecurityWagesCents).toBe(ana.wagesCents);
    expect(ana.socialSecurityTaxCents).toBe(Math.round(ana.wagesCents * 0.062));
    // The SSN's last four digits only (for the employee's truncated copy), and the home address.
    expect([ana.ssnLast4, ana.homeAddress]).toEqual(['6789', '9 Elm St, Oakland, CA 94612']);
    const bo = paid.find((e) => e.employeeId === 'emp-bo')!;
    expect([bo.ssnLast4, bo.homeAddress]).toEqual(['7788', '']);
    expect(JSON.stringify(res.body)).not.toMatch(/123-?45|512-?44/);
  });

  it('gives nothing of another year’s runs, and a viewer nothing at all', async () => {
    const lastYear = employeeYearTotalsAnswerSchema.parse((await yearFor(owner, 2025)).body);
    expect(lastYear).toMatchObject({ status: 'ready', totals: { year: 2025, employees: [] } });
    const refused = await yearFor(viewer, 2026);
    expect(refused).toMatchObject({ status: 200, body: { status: 'no-access' } });
    expect(Object.keys(refused.body)).toEqual(['status']);
  });
});
