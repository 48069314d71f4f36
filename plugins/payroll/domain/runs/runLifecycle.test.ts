import { describe, expect, it } from 'vitest';
import { standardChartOfAccounts, trialBalance, validateEntry } from '@keel/core/domain';
import { approvePayrollRun } from './approvePayrollRun';
import { depositsLackingBankDetails, missingBankDetailsProblem } from './bankDetails';
import { checkNumbersInUse, openRunsOverlapping } from './openRuns';
import type { PayrollRunRecord } from './payrollRunRecord';
import { PayrollRunRefused, planPayrollRun, type RunEmployee } from './planPayrollRun';
import { checkDiscardable, voidPayrollRun } from './voidPayrollRun';
import { yearToDateWages } from './yearToDate';

const who = { by: 'Bella Owner <bella@example.com>', at: '2026-01-02T09:00:00.000Z' };
const staff: RunEmployee[] = [
  {
    profile: { id: 'ana', payType: 'salary', salary: 7_800_000 },
    name: 'Ana Lopez',
    paymentMethod: 'direct_deposit',
  },
  {
    profile: { id: 'bo', payType: 'hourly', hourlyRate: 2_500, hoursPerWeek: 32 },
    name: 'Bo Chen',
    paymentMethod: 'check',
  },
  {
    profile: { id: 'cy', payType: 'salary', salary: 5_200_000 },
    name: 'Carla Csv',
    paymentMethod: 'direct_deposit',
  },
];

function plan(
  id: string,
  payDate: string,
  previousRuns: PayrollRunRecord[],
  printedCheckNumbers: number[] = [],
) {
  return planPayrollRun({
    id,
    payDate,
    frequency: 'biweekly',
    company: { state: 'CA' },
    employees: staff,
    previousRuns,
    printedCheckNumbers,
    createdAt: who.at,
    createdBy: who.by,
  });
}

const checkOf = (run: PayrollRunRecord, employeeId: string) =>
  run.paychecks.find((p) => p.employeeId === employeeId)?.checkNumber;

describe('one open run per pay period', () => {
  it('finds the open run a new one for the same period would replace, not approved ones', () => {
    const first = plan('r1', '2026-03-13', []);
    expect(openRunsOverlapping([first], first).map((r) => r.id)).toEqual(['r1']);
    // Another pay date in the same biweekly period is the same period.
    const sameperiod = plan('r2', '2026-03-12', []);
    expect(openRunsOverlapping([first], sameperiod).map((r) => r.id)).toEqual(['r1']);
    expect(openRunsOverlapping([first], plan('r3', '2026-03-27', []))).toEqual([]);
    const approved = approvePayrollRun(first, who).run;
    expect(openRunsOverlapping([approved], sameperiod)).toEqual([]);
  });
});

describe('check numbers', () => {
  it('gives a replaced run’s unprinted numbers again, and never a printed one', () => {
    const first = plan('r1', '2026-03-13', []);
    expect(checkOf(first, 'bo')).toBe(1000);
    // Processing the period again replaces r1: left out of the runs that stay, 1000 is free.
    expect(checkOf(plan('r2', '2026-03-13', []), 'bo')).toBe(1000);
    // Once check 1000 was printed, it is spent even though its run was discarded.
    expect(checkOf(plan('r2', '2026-03-13', [], [1000]), 'bo')).toBe(1001);
  });

  it('fills a gap left by a discarded run before going on', () => {
    const first = plan('r1', '2026-03-13', []);
    const second = plan('r2', '2026-03-27', [first]);
    expect([checkOf(first, 'bo'), checkOf(second, 'bo')]).toEqual([1000, 1001]);
    expect(checkNumbersInUse([first, second], [])).toEqual(new Set([1000, 1001]));
    // r1 is discarded before its check was printed: the next run takes 1000 again.
    expect(checkOf(plan('r3', '2026-04-10', [second]), 'bo')).toBe(1000);
    // Had it been printed, 1000 would stay spent.
    expect(checkOf(plan('r3', '2026-04-10', [second], [1000]), 'bo')).toBe(1002);
  });
});

describe('Approve & Distribute without bank details', () => {
  const run = plan('r1', '2026-03-13', []);

  it('names the direct deposits whose employee has no bank details, in the spec’s words', () => {
    const lacking = depositsLackingBankDetails(run, (id) => id === 'ana');
    expect(lacking).toEqual([{ employeeId: 'cy', name: 'Carla Csv' }]);
    expect(missingBankDetailsProblem(lacking)).toEqual({
      title: 'Missing Employee Bank Information',
      description:
        '1 employee needs to complete their banking details in employee settings: Carla Csv',
    });
  });

  it('pays them by check when asked, with the next free number, in the entry too', () => {
    const { run: approved, entry } = approvePayrollRun(run, who, {
      payByCheck: new Set(['cy']),
      checkNumbersInUse: new Set([1001]),
    });
    const carla = approved.paychecks.find((p) => p.employeeId === 'cy')!;
    expect(carla).toMatchObject({ paymentMethod: 'check', checkNumber: 1002 });
    expect(checkOf(approved, 'bo')).toBe(1000);
    const bank = entry.lines.filter((line) => line.accountId === 'checking');
    expect(bank.map((line) => line.memo)).toEqual([
      'Direct deposit, 1 employee',
      'Check 1000, Bo Chen',
      'Check 1002, Carla Csv',
    ]);
    expect(bank[2]).toMatchObject({ credit: carla.net, reference: '1002' });
  });
});

describe('discarding and voiding', () => {
  it('discards only open runs, and voids only approved ones', () => {
    const open = plan('r1', '2026-03-13', []);
    expect(() => checkDiscardable(open)).not.toThrow();
    expect(() => voidPayrollRun(open, { ...who, voidDate: '2026-03-20' })).toThrow(
      PayrollRunRefused,
    );
    const approved = approvePayrollRun(open, who).run;
    expect(() => checkDiscardable(approved)).toThrow(/void it instead/);
    expect(() => voidPayrollRun(approved, { ...who, voidDate: '2026-03-12' })).toThrow(
      'The void date may not be before the pay date 2026-03-13',
    );
  });

  it('reverses the approval’s entry on the void date and pays nothing toward the year', () => {
    const { run: approved, entry } = approvePayrollRun(plan('r1', '2026-03-13', []), who);
    const voided = voidPayrollRun(approved, { ...who, voidDate: '2026-03-20' });
    expect(voided.run).toMatchObject({
      status: 'void',
      voidDate: '2026-03-20',
      voidEntryId: 'payroll-void-r1',
    });
    expect(voided.entry.date).toBe('2026-03-20');
    const chart = standardChartOfAccounts();
    expect(validateEntry(voided.entry, chart).ok).toBe(true);
    const left = trialBalance(chart, [entry, voided.entry]).rows.filter(
      (row) => row.debit !== row.credit,
    );
    expect(left).toEqual([]);
    expect(yearToDateWages([voided.run], '2026-03-27').size).toBe(0);
    expect(() => voidPayrollRun(voided.run, { ...who, voidDate: '2026-03-20' })).toThrow(
      'This payroll run is already void',
    );
  });
});
