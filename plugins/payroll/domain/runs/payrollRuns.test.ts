import { describe, expect, it } from 'vitest';
import { standardChartOfAccounts, validateEntry } from '@keel/core/domain';
import { approvePayrollRun, runTotals } from './approvePayrollRun';
import { nextPayDate } from './payPeriods';
import type { PayrollRunRecord } from './payrollRunRecord';
import { PayrollRunRefused, planPayrollRun, type RunEmployee } from './planPayrollRun';
import { paystubsForRun } from './paystubsForRun';
import { payrollRunView, payrollTransactions } from './runViews';
import { voidPayrollRun } from './voidPayrollRun';
import { paystubSchema } from '../documents';
import { yearToDateWages } from './yearToDate';

// us-payroll-2026.md section 2: Social Security 6.2% on wages up to $184,500 in 2026.
const SS_WAGE_BASE = 18_450_000;
const who = { by: 'Bella Owner <bella@example.com>', at: '2026-01-02T09:00:00.000Z' };
const staff: RunEmployee[] = [
  {
    profile: { id: 'ceo', payType: 'salary', salary: 26_000_000 },
    name: 'Casey Chief',
    paymentMethod: 'direct_deposit',
  },
  {
    profile: { id: 'dev', payType: 'hourly', hourlyRate: 4_500, hoursPerWeek: 40 },
    name: 'Dana Dev',
    paymentMethod: 'check',
    otherDeductions: 2_500,
  },
];

function plan(payDate: string, previousRuns: PayrollRunRecord[], employees = staff) {
  return planPayrollRun({
    id: `run-${payDate}`,
    payDate,
    frequency: 'biweekly',
    company: { state: 'CA' },
    employees,
    previousRuns,
    createdAt: who.at,
    createdBy: who.by,
  });
}

/** A year of biweekly runs, each approved before the next is planned. */
function aYearOfRuns(): PayrollRunRecord[] {
  const runs: PayrollRunRecord[] = [];
  let payDate = nextPayDate('biweekly', '2026-01-01');
  while (payDate.startsWith('2026')) {
    runs.push(approvePayrollRun(plan(payDate, runs), who).run);
    payDate = nextPayDate('biweekly', '2026-01-01', payDate);
  }
  return runs;
}

describe('planPayrollRun', () => {
  it('computes a processing run with its period, paychecks and totals', () => {
    const run = plan('2026-01-09', []);
    expect(run).toMatchObject({
      status: 'processing',
      payDate: '2026-01-09',
      periodStart: '2025-12-27',
      periodEnd: '2026-01-09',
      taxYear: 2026,
    });
    expect(run.paychecks.map((p) => p.gross)).toEqual([1_000_000, 360_000]);
    expect(run.totalGrossPay).toBe(1_360_000);
    expect(run.totalNetPay).toBe(run.paychecks.reduce((sum, p) => sum + p.net, 0));
    expect(run.paychecks[1]!.otherDeductions).toBe(2_500);
  });

  it('counts Social Security against the year-to-date wages of completed runs only', () => {
    const runs = aYearOfRuns();
    expect(runs).toHaveLength(26);
    const ceo = runs.map((run) => run.paychecks[0]!);
    const wages = ceo.reduce((sum, p) => sum + p.wagesAdded.socialSecurityWages, 0);
    expect(wages).toBe(SS_WAGE_BASE);
    const tax = ceo.reduce((sum, p) => sum + p.socialSecurity, 0);
    expect(tax).toBe(Math.round(SS_WAGE_BASE * 0.062));
    // $10,000 a period reaches the base in the 19th run: nothing is withheld after it.
    expect(ceo.slice(19).every((p) => p.socialSecurity === 0)).toBe(true);
    // Additional Medicare applies to wages over $200,000: none through the 20th run, then 0.9%.
    expect(ceo[19]!.additionalMedicare).toBe(0);
    expect(ceo[20]!.additionalMedicare).toBe(9_000);
    // A run still processing has paid nothing yet.
    const pending = plan('2026-12-30', runs.slice(0, 3));
    const unapproved = { ...runs[3]!, status: 'processing' as const };
    expect(yearToDateWages([...runs.slice(0, 3), unapproved], '2026-12-30').get('ceo')?.gross).toBe(
      3_000_000,
    );
    expect(pending.paychecks[0]!.socialSecurity).toBe(62_000);
  });

  it('starts a new year from zero', () => {
    const runs = aYearOfRuns();
    expect(yearToDateWages(runs, '2027-01-08').size).toBe(0);
  });

  it('refuses a run with no employees, a pay date already paid, and pay below the deductions', () => {
    expect(() => plan('2026-01-09', [], [])).toThrow('Add at least one employee to run payroll');
    const paid = approvePayrollRun(plan('2026-01-09', []), who).run;
    expect(() => plan('2026-01-09', [paid])).toThrow('A completed payroll already pays 2026-01-09');
    const tiny: RunEmployee = {
      profile: { id: 'x', payType: 'hourly', hourlyRate: 100, hoursPerWeek: 1 },
      name: 'Tia Tiny',
      paymentMethod: 'check',
      otherDeductions: 10_000,
    };
    expect(() => plan('2026-01-23', [], [tiny])).toThrow(PayrollRunRefused);
    expect(() => plan('2026-01-23', [], [tiny])).toThrow(/^Tia Tiny: taxes and deductions exceed/);
  });
});

describe('approvePayrollRun', () => {
  it('completes the run and gives the balanced entry to post, once', () => {
    const { run, entry } = approvePayrollRun(plan('2026-01-09', []), who);
    expect(run).toMatchObject({ status: 'completed', approvedBy: who.by, ledgerEntryId: entry.id });
    expect(validateEntry(entry, standardChartOfAccounts()).ok).toBe(true);
    expect(runTotals(run).net).toBe(run.totalNetPay);
    expect(() => approvePayrollRun(run, who)).toThrow('This payroll run is already approved');
  });
});

describe('views', () => {
  it('gives the REST shapes in dollars, and one direct deposit per employee so paid', () => {
    const { run } = approvePayrollRun(plan('2026-01-09', []), who);
    const view = payrollRunView(run);
    expect(view).toMatchObject({
      id: 'run-2026-01-09',
      totalGrossPay: '13600.00',
      status: 'completed',
    });
    expect(view.entries[0]).toMatchObject({ employeeId: 'ceo', gross: '10000.00' });
    expect(payrollTransactions([run])).toEqual([
      {
        id: 'run-2026-01-09:ceo',
        description: 'Direct deposit: Casey Chief',
        transactionDate: '2026-01-09',
        reference: 'run-2026',
        amount: view.entries[0]!.net,
        status: 'completed',
      },
    ]);
    const voided = voidPayrollRun(run, { ...who, voidDate: '2026-01-16' }).run;
    expect(payrollTransactions([voided])).toMatchObject([
      { id: 'run-2026-01-09:ceo', status: 'void' },
    ]);
  });
});

describe('paystubsForRun', () => {
  const employer = {
    legalName: 'Bella Design Studio LLC',
    addressLines: ['1 Main St', 'Oakland, CA 94612'],
  };

  it('prints each paycheck with its explanations and the year to date through the run', () => {
    const first = approvePayrollRun(plan('2026-01-09', []), who).run;
    const second = plan('2026-01-23', [first]);
    const stubs = paystubsForRun(
      second,
      [first, second],
      employer,
      new Map([['ceo', { bankName: 'Chase', accountLast4: '6789' }]]),
    );
    expect(stubs).toHaveLength(2);
    for (const stub of stubs) expect(paystubSchema.safeParse(stub).success).toBe(true);
    const [ceo, dev] = stubs;
    expect(ceo!.ytd.gross).toBe(2_000_000);
    expect(ceo!.ytd.net).toBe(first.paychecks[0]!.net + second.paychecks[0]!.net);
    expect(ceo!.paycheck.federalIncomeTax.explanation).toMatch(/Worksheet 1A/);
    expect(ceo!.payment).toEqual({
      method: 'direct_deposit',
      accountNumber: '6789',
      bankName: 'Chase',
    });
    expect(dev!.payBasis).toMatchObject({ type: 'hourly', lines: [{ hours: 80, rate: 4_500 }] });
    expect(dev!.payment).toEqual({ method: 'check', checkNumber: 1001 });
  });

  it('numbers checks from 1000 per company, on from the last run', () => {
    const first = plan('2026-01-09', []);
    expect(first.paychecks.map((p) => p.checkNumber)).toEqual([undefined, 1000]);
    const second = plan('2026-01-23', [approvePayrollRun(first, who).run]);
    expect(second.paychecks.map((p) => p.checkNumber)).toEqual([undefined, 1001]);
  });
});
