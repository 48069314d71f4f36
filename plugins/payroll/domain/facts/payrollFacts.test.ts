import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roles } from '@keel/core/domain';
import {
  depositDueDate,
  federalTaxDeposits,
  form940DueDate,
  form941DueDate,
  formW2DueDate,
  nextDayDepositDueDate,
} from '../deadlines';
import { addDays } from '../deadlines/isoDate';
import { toStoredEmployee } from '../employees/storedEmployee';
import { employeeSchema } from '../employees/employeeSchema';
import { depositLiability } from '../overview';
import type { PayrollTables } from '../readPayrollBooks';
import {
  approvePayrollRun,
  planPayrollRun,
  voidPayrollRun,
  type PayrollRunRecord,
  type RunEmployee,
} from '../runs';
import type { SetupRow } from '../schema';
import type { StateCode } from '../tax';
import { payrollFactsSchema, type PayrollFacts } from './payrollFactsSchema';
import { payrollFacts } from './payrollFacts';
import { mayReadPayroll } from './readAccess';

const by = 'Owner <owner@example.com>';
/** Every text of a value, its keys and its string values (amounts are numbers). */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...textsOf(inner)])
      : [];
const setup: SetupRow = {
  companyName: 'Analytical Engines LLC',
  ein: '12-3456789',
  businessAddress: '12 Babbage Row, Oakland, CA, 94612',
  primaryState: 'CA',
  businessType: 'llc',
  payrollFrequency: 'biweekly',
  bankName: 'First Republic',
  accountName: 'Primary Payroll Account',
  accountType: 'checking',
  routingLast4: '0021',
  accountLast4: '6789',
  updatedAt: '2026-10-01T09:00:00.000Z',
  updatedBy: by,
};
const employees = [
  {
    id: 'emp-ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    payType: 'salary',
    salary: 12_000_000,
    routingNumber: '121000248',
    accountNumber: '987654321',
    ssn: '123-45-6789',
  },
  {
    id: 'emp-charles',
    firstName: 'Charles',
    lastName: 'Babbage',
    email: 'charles@example.com',
    payType: 'hourly',
    hourlyRate: 4_500,
    hoursPerWeek: 30,
    paymentMethod: 'check',
    ssn: '512-65-4321',
  },
].map((input) => employeeSchema.parse(input));

/** Plans a run of the company's employees; approves (and voids) it as asked. */
function run(
  id: string,
  payDate: string,
  previousRuns: PayrollRunRecord[],
  then: 'open' | 'approve' | 'void' = 'approve',
  state: StateCode = 'CA',
  people: RunEmployee[] = employees.map((e) => ({
    profile: e,
    name: `${e.firstName} ${e.lastName}`,
    paymentMethod: e.paymentMethod,
  })),
): PayrollRunRecord {
  const planned = planPayrollRun({
    id,
    payDate,
    frequency: 'biweekly',
    company: { state },
    employees: people,
    previousRuns,
    createdAt: `${payDate}T09:00:00.000Z`,
    createdBy: by,
  });
  if (then === 'open') return planned;
  const approved = approvePayrollRun(planned, { by, at: `${payDate}T10:00:00.000Z` }).run;
  if (then === 'approve') return approved;
  return voidPayrollRun(approved, { by, at: `${payDate}T11:00:00.000Z`, voidDate: payDate }).run;
}

function books(runs: PayrollRunRecord[]): PayrollTables {
  return {
    setup,
    employees: employees.map(toStoredEmployee),
    runs: [...runs].sort((a, b) => b.payDate.localeCompare(a.payDate)),
    checks: [],
  };
}

const history = (): PayrollRunRecord[] => {
  const runs: PayrollRunRecord[] = [];
  runs.push(run('run-oct-16', '2026-10-16', runs, 'void'));
  runs.push(run('run-oct-30', '2026-10-30', runs));
  runs.push(run('run-nov-13', '2026-11-13', runs));
  runs.push(run('run-nov-27', '2026-11-27', runs, 'open'));
  return runs;
};

describe('payrollFacts', () => {
  const runs = history();
  const facts = payrollFacts(books(runs), '2026-11-25');
  const byId = new Map(runs.map((r) => [r.id, r]));

  it('sums every run, newest first, never per employee', () => {
    expect(facts.runs.map((r) => [r.id, r.status, r.headCount])).toEqual([
      ['run-nov-27', 'processing', 2],
      ['run-nov-13', 'completed', 2],
      ['run-oct-30', 'completed', 2],
      ['run-oct-16', 'void', 2],
    ]);
    const nov13 = byId.get('run-nov-13')!;
    expect(facts.runs[1]).toEqual({
      id: 'run-nov-13',
      payPeriod: { from: nov13.periodStart, to: nov13.periodEnd },
      payDate: '2026-11-13',
      status: 'completed',
      headCount: 2,
      grossCents: nov13.totalGrossPay,
      netCents: nov13.totalNetPay,
      employeeTaxesCents: expect.any(Number),
      employerTaxesCents: nov13.totalEmployerTaxes,
    });
    const withheld = nov13.paychecks.reduce((sum, p) => sum + p.gross - p.net, 0);
    expect(facts.runs[1]!.employeeTaxesCents).toBe(withheld);
  });

  it('counts the employees and names the next pay date after the last paid run', () => {
    expect(facts.asOf).toBe('2026-11-25');
    expect(facts.activeEmployees).toBe(2);
    expect(facts.nextPayDate).toBe('2026-11-27');
    expect(payrollFacts({ ...books([]), setup: null }, '2026-11-25').nextPayDate).toBeNull();
  });

  it('owes taxes only for approved runs: federal to the US, the rest to the run’s state', () => {
    const paid = [byId.get('run-oct-30')!, byId.get('run-nov-13')!];
    const sum = (pick: (p: PayrollRunRecord['paychecks'][number]) => number) =>
      paid.flatMap((r) => r.paychecks).reduce((total, p) => total + pick(p), 0);
    const line = (tax: string) => facts.liabilities.find((l) => l.tax === tax);
    expect(facts.liabilities.every((l) => l.period.year === 2026 && l.period.quarter === 4)).toBe(
      true,
    );
    expect(line('federalIncomeTax')).toEqual({
      tax: 'federalIncomeTax',
      jurisdiction: 'US',
      reportedOn: '941',
      period: { year: 2026, quarter: 4 },
      liabilityCents: sum((p) => p.federalIncomeTax),
      paidCents: null,
      owedCents: sum((p) => p.federalIncomeTax),
    });
    expect(line('socialSecurityEmployer')?.liabilityCents).toBe(
      sum((p) => p.employer.socialSecurity),
    );
    expect(line('futa')).toMatchObject({ jurisdiction: 'US', reportedOn: '940' });
    expect(line('suta')).toMatchObject({
      jurisdiction: 'CA',
      reportedOn: 'state',
      liabilityCents: sum((p) => p.employer.suta),
    });
    expect(line('stateIncomeTax')?.jurisdiction).toBe('CA');
    // California's SDI is withheld besides its income tax.
    expect(line('otherStateTaxes')?.liabilityCents).toBe(sum((p) => p.otherEmployeeTaxes));
    expect(line('otherStateTaxes')?.liabilityCents).toBeGreaterThan(0);
    expect(facts.totals).toEqual([
      {
        period: { year: 2026, quarter: 4 },
        runs: 2,
        grossCents: sum((p) => p.gross),
        netCents: sum((p) => p.net),
        employeeTaxesCents: expect.any(Number),
        employerTaxesCents: paid.reduce((total, r) => total + r.totalEmployerTaxes, 0),
      },
    ]);
  });

  it('deposits monthly as a new employer, with Form 941, 940 and W-2/W-3 due dates', () => {
    expect(facts.depositSchedule).toEqual({
      year: 2026,
      schedule: 'monthly',
      lookbackPeriod: { from: '2024-07-01', to: '2025-06-30' },
      lookbackLiabilityCents: 0,
      byNextDayRule: false,
    });
    const oct30 = depositLiability(byId.get('run-oct-30')!);
    const nov13 = depositLiability(byId.get('run-nov-13')!);
    expect(facts.deposits).toEqual([
      {
        dueDate: '2026-11-16', // 15 November 2026 is a Sunday
        period: { year: 2026, quarter: 4 },
        paydays: ['2026-10-30'],
        amountCents: oct30,
        schedule: 'monthly',
        nextDay: false,
        paidCents: null,
        owedCents: oct30,
      },
      {
        dueDate: '2026-12-15',
        period: { year: 2026, quarter: 4 },
        paydays: ['2026-11-13'],
        amountCents: nov13,
        schedule: 'monthly',
        nextDay: false,
        paidCents: null,
        owedCents: nov13,
      },
    ]);
    expect(facts.returns.map((r) => [r.form, r.quarter, r.dueDate])).toEqual([
      ['941', 4, '2027-02-01'],
      ['940', null, '2027-02-01'],
      ['W-2/W-3', null, '2027-02-01'],
    ]);
  });

  it('is what the schema says crosses the network, and holds no restricted data', () => {
    expect(payrollFactsSchema.parse(facts)).toEqual(facts);
    const texts = textsOf(facts);
    expect(texts).toContain('run-nov-13');
    for (const secret of [
      'Ada',
      'Lovelace',
      'emp-',
      'ada@example.com',
      '6789', // last four of an SSN and of the company's account
      '4321',
      '0021',
      '0248',
      'Owner',
      'ssn',
      'routing',
      'account',
    ])
      expect(texts.filter((text) => text.toLowerCase().includes(secret.toLowerCase()))).toEqual([]);
  });
});

describe('mayReadPayroll', () => {
  it('lets the payroll scope’s readers in, not viewers', () => {
    expect(roles.filter(mayReadPayroll)).toEqual([
      'owner',
      'admin',
      'accountant',
      'cpa',
      'bookkeeper',
    ]);
  });
});

describe('payrollFacts properties', () => {
  const states: StateCode[] = ['CA', 'NY', 'TX', 'WA'];
  /** 2025 and 2026: the tax years Keel has tables for. */
  const day = fc.integer({ min: 0, max: 729 });
  /**
   * Runs of one to four salaried employees on distinct paydays; some earn up to $3,000,000 a year,
   * so that a run can reach the $100,000 next-day rule and a lookback make the schedule semiweekly.
   */
  const companyRuns = fc
    .uniqueArray(
      fc.record({
        day,
        then: fc.constantFrom(
          'open' as const,
          'approve' as const,
          'approve' as const,
          'void' as const,
        ),
        state: fc.constantFrom(...states),
        salaries: fc.array(
          fc.oneof(
            fc.integer({ min: 1_000_000, max: 80_000_000 }),
            fc.integer({ min: 80_000_000, max: 300_000_000 }),
          ),
          { minLength: 1, maxLength: 4 },
        ),
      }),
      { selector: (r) => r.day, maxLength: 14 },
    )
    .map((plans) => {
      const runs: PayrollRunRecord[] = [];
      for (const [i, plan] of [...plans].sort((a, b) => a.day - b.day).entries()) {
        const payDate = addDays('2025-01-01', plan.day);
        const people = plan.salaries.map((salary, n) => ({
          profile: { id: `e${n}`, payType: 'salary' as const, salary },
          name: `Employee ${n}`,
          paymentMethod: 'check' as const,
        }));
        runs.push(run(`r${i}`, payDate, runs, plan.then, plan.state, people));
      }
      return runs;
    });
  const asOf = fc.integer({ min: 0, max: 3 * 365 }).map((d) => addDays('2025-01-01', d));
  const key = (p: PayrollFacts['totals'][number]['period']) => `${p.year}-${p.quarter}`;

  it('sums the liabilities of each quarter to its approved runs’ employee and employer taxes', () => {
    fc.assert(
      fc.property(companyRuns, asOf, (runs, today) => {
        const facts = payrollFacts(books(runs), today);
        const approved = facts.runs.filter((r) => r.status === 'completed');
        const taxesOf = (r: { employeeTaxesCents: number; employerTaxesCents: number }) =>
          r.employeeTaxesCents + r.employerTaxesCents;
        const liability = facts.liabilities.reduce((sum, l) => sum + l.liabilityCents, 0);
        expect(liability).toBe(approved.reduce((sum, r) => sum + taxesOf(r), 0));
        for (const totals of facts.totals) {
          const ofPeriod = facts.liabilities.filter((l) => key(l.period) === key(totals.period));
          expect(ofPeriod.reduce((sum, l) => sum + l.liabilityCents, 0)).toBe(taxesOf(totals));
        }
        expect(facts.totals.reduce((sum, t) => sum + t.runs, 0)).toBe(approved.length);
        expect(payrollFactsSchema.safeParse(facts).success).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('deposits each quarter’s Form 941 liability, due when the deadlines domain says', () => {
    fc.assert(
      fc.property(companyRuns, asOf, (runs, today) => {
        const facts = payrollFacts(books(runs), today);
        const completed = runs.filter((r) => r.status === 'completed');
        expect(facts.deposits.map((d) => [d.dueDate, d.amountCents])).toEqual(
          federalTaxDeposits(
            completed.map((r) => ({
              id: r.id,
              payDate: r.payDate,
              depositLiabilityCents: depositLiability(r),
            })),
          ).map((d) => [d.dueDate, d.amountCents]),
        );
        const quarters = new Set(facts.liabilities.map((l) => key(l.period)));
        for (const quarter of quarters) {
          const form941 = facts.liabilities
            .filter((l) => l.reportedOn === '941' && key(l.period) === quarter)
            .reduce((sum, l) => sum + l.liabilityCents, 0);
          const deposited = facts.deposits
            .filter((d) => key(d.period) === quarter)
            .reduce((sum, d) => sum + d.amountCents, 0);
          expect(deposited).toBe(form941);
        }
        for (const deposit of facts.deposits) {
          const last = deposit.paydays[deposit.paydays.length - 1]!;
          if (deposit.nextDay) expect(deposit.dueDate).toBe(nextDayDepositDueDate(last));
          else
            for (const payday of deposit.paydays)
              expect(depositDueDate(payday, deposit.schedule)).toBe(deposit.dueDate);
        }
        for (const due of facts.returns) {
          const expected =
            due.form === '941'
              ? form941DueDate(due.taxYear, due.quarter!)
              : due.form === '940'
                ? form940DueDate(due.taxYear)
                : formW2DueDate(due.taxYear);
          expect(due.dueDate).toBe(expected);
        }
      }),
      { numRuns: 60 },
    );
  });
});
