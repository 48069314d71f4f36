import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  entryTotals,
  standardChartOfAccounts,
  trialBalance,
  validateEntry,
} from '@keel/core/domain';
import { computePayrollRun, type PayrollRunInput } from '../tax';
import { payrollRunEntry } from './payrollRunEntry';

const run = {
  id: 'a1b2c3d4-run',
  payDate: '2026-03-13',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-14',
};
const chart = standardChartOfAccounts();

function payroll(employees: PayrollRunInput['employees'], state = 'CA') {
  return computePayrollRun({
    taxYear: 2026,
    payDate: run.payDate,
    frequency: 'biweekly',
    company: { state: state as PayrollRunInput['company']['state'] },
    employees,
  });
}

describe('payrollRunEntry', () => {
  it('posts wages, employer taxes, liabilities and net pay as one balanced entry', () => {
    const { totals } = payroll([
      { employee: { id: 'e1', payType: 'salary', salary: 7_800_000 } },
      { employee: { id: 'e2', payType: 'hourly', hourlyRate: 2_500, hoursPerWeek: 40 } },
    ]);
    const entry = payrollRunEntry(run, totals);
    expect(validateEntry(entry, chart, '2026-02-28')).toMatchObject({ ok: true });
    const { debits, credits } = entryTotals(entry.lines);
    expect(debits).toBe(totals.gross + totals.employer.total);
    expect(credits).toBe(debits);
    expect(entry.lines[0]).toEqual({
      accountId: 'payroll-wages',
      debit: totals.gross,
      credit: 0,
      memo: 'Gross wages',
    });
    expect(entry.lines.at(-1)).toEqual({
      accountId: 'checking',
      debit: 0,
      credit: totals.net,
      memo: 'Net pay',
    });
    expect(entry).toMatchObject({
      id: 'payroll-a1b2c3d4-run',
      date: '2026-03-13',
      memo: 'Payroll 2026-03-01 to 2026-03-14',
      reference: 'Payroll run a1b2c3d4',
    });
  });

  it('leaves out taxes of zero (no state income tax in Texas)', () => {
    const { totals } = payroll(
      [{ employee: { id: 'e1', payType: 'salary', salary: 5_200_000 } }],
      'TX',
    );
    expect(totals.stateIncomeTax).toBe(0);
    const memos = payrollRunEntry(run, totals).lines.map((line) => line.memo);
    expect(memos).not.toContain('State income and other employee taxes withheld');
  });

  it('is refused in a closed period like any other entry', () => {
    const { totals } = payroll([{ employee: { id: 'e1', payType: 'salary', salary: 5_200_000 } }]);
    const checked = validateEntry(payrollRunEntry(run, totals), chart, '2026-03-31');
    expect(checked.ok).toBe(false);
  });

  it('always balances, and moves the books by exactly the run', () => {
    const employee = fc.oneof(
      fc.record({
        id: fc.constant('s'),
        payType: fc.constant('salary' as const),
        salary: fc.integer({ min: 0, max: 60_000_000 }),
        taxFilingStatus: fc.constantFrom('single' as const, 'married' as const),
      }),
      fc.record({
        id: fc.constant('h'),
        payType: fc.constant('hourly' as const),
        hourlyRate: fc.integer({ min: 0, max: 50_000 }),
        hoursPerWeek: fc.integer({ min: 0, max: 60 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            employee,
            otherDeductions: fc.integer({ min: 0, max: 20_000 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.constantFrom('CA', 'NY', 'TX', 'IL', 'PA', 'OR'),
        (employees, state) => {
          const { totals } = payroll(employees, state);
          fc.pre(totals.net >= 0);
          if (totals.gross === 0) return;
          const entry = payrollRunEntry(run, totals);
          expect(validateEntry(entry, chart).ok).toBe(true);
          const balances = new Map(
            trialBalance(chart, [entry]).rows.map((row) => [row.accountId, row.debit - row.credit]),
          );
          expect(balances.get('payroll-wages')).toBe(totals.gross);
          expect(balances.get('checking')).toBe(-totals.net);
          expect(balances.get('payroll-liabilities') ?? 0).toBe(
            -(totals.employeeTaxes + totals.otherDeductions + totals.employer.total),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
