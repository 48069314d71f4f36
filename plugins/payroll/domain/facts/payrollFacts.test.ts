import { describe, expect, it } from 'vitest';
import { roles } from '@keel/core/domain';
import { depositLiability } from '../overview';
import type { PayrollRunRecord } from '../runs';
import { books, run, textsOf } from './facts.testSupport';
import { payrollFactsSchema } from './payrollFactsSchema';
import { payrollFacts } from './payrollFacts';
import { mayReadPayroll } from './readAccess';

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

  it('does not count an employee whose last day has passed, and counts one who works today', () => {
    const leaving = (terminationDate: string) => {
      const tables = books([]);
      const [first, ...rest] = tables.employees;
      return {
        ...tables,
        employees: [{ ...first!, status: 'terminated' as const, terminationDate }, ...rest],
      };
    };
    expect(payrollFacts(leaving('2026-11-24'), '2026-11-25').activeEmployees).toBe(1);
    expect(payrollFacts(leaving('2026-11-25'), '2026-11-25').activeEmployees).toBe(2);
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
