import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  entryTotals,
  standardChartOfAccounts,
  trialBalance,
  validateEntry,
} from '@keel/core/domain';
import { computePayrollRun, type PayrollRunInput } from '../tax';
import { payrollRunEntry, voidPayrollRunEntry, type PaycheckPayment } from './payrollRunEntry';

const period = {
  id: 'a1b2c3d4-run',
  payDate: '2026-03-13',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-14',
};
const chart = standardChartOfAccounts();

/** A run of `employees`: every third paid by check (numbered from 1000), the rest by deposit. */
function payroll(employees: PayrollRunInput['employees'], state = 'CA') {
  const computed = computePayrollRun({
    taxYear: 2026,
    payDate: period.payDate,
    frequency: 'biweekly',
    company: { state: state as PayrollRunInput['company']['state'] },
    employees,
  });
  let number = 1000;
  const paychecks: PaycheckPayment[] = computed.paychecks.map((paycheck, index) =>
    index % 3 === 2
      ? { name: `Payee ${index}`, paymentMethod: 'check', net: paycheck.net, checkNumber: number++ }
      : { name: `Payee ${index}`, paymentMethod: 'direct_deposit', net: paycheck.net },
  );
  return { totals: computed.totals, run: { ...period, paychecks } };
}

describe('payrollRunEntry', () => {
  it('posts wages, employer taxes, liabilities and net pay as one balanced entry', () => {
    const { totals, run } = payroll([
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
      memo: 'Direct deposit, 2 employees',
    });
    expect(entry).toMatchObject({
      id: 'payroll-a1b2c3d4-run',
      date: '2026-03-13',
      memo: 'Payroll 2026-03-01 to 2026-03-14',
      reference: 'Payroll run a1b2c3d4',
    });
  });

  it('pays net pay as a statement shows it: one deposit batch, then one line per check', () => {
    const { totals, run } = payroll([
      { employee: { id: 'e1', payType: 'salary', salary: 7_800_000 } },
      { employee: { id: 'e2', payType: 'salary', salary: 5_200_000 } },
      { employee: { id: 'e3', payType: 'hourly', hourlyRate: 2_500, hoursPerWeek: 32 } },
      { employee: { id: 'e4', payType: 'salary', salary: 6_500_000 } },
      { employee: { id: 'e5', payType: 'salary', salary: 4_000_000 } },
      { employee: { id: 'e6', payType: 'hourly', hourlyRate: 3_000, hoursPerWeek: 20 } },
    ]);
    const bank = payrollRunEntry(run, totals).lines.filter((l) => l.accountId === 'checking');
    const net = (index: number) => run.paychecks[index]!.net;
    expect(bank).toEqual([
      {
        accountId: 'checking',
        debit: 0,
        credit: net(0) + net(1) + net(3) + net(4),
        memo: 'Direct deposit, 4 employees',
      },
      {
        accountId: 'checking',
        debit: 0,
        credit: net(2),
        memo: 'Check 1000, Payee 2',
        reference: '1000',
      },
      {
        accountId: 'checking',
        debit: 0,
        credit: net(5),
        memo: 'Check 1001, Payee 5',
        reference: '1001',
      },
    ]);
  });

  it('is voided by the same lines reversed, dated the void date, under an id of its own', () => {
    const { totals, run } = payroll([
      { employee: { id: 'e1', payType: 'salary', salary: 7_800_000 } },
      { employee: { id: 'e2', payType: 'salary', salary: 5_200_000 } },
      { employee: { id: 'e3', payType: 'hourly', hourlyRate: 2_500, hoursPerWeek: 32 } },
    ]);
    const entry = payrollRunEntry(run, totals);
    const reversal = voidPayrollRunEntry(entry, run, '2026-03-20');
    expect(reversal).toMatchObject({ id: 'payroll-void-a1b2c3d4-run', date: '2026-03-20' });
    expect(validateEntry(reversal, chart).ok).toBe(true);
    const net = trialBalance(chart, [entry, reversal]).rows.filter(
      (row) => row.debit !== row.credit,
    );
    expect(net).toEqual([]);
    expect(reversal.lines.find((line) => line.reference === '1000')).toMatchObject({
      accountId: 'checking',
      debit: run.paychecks[2]!.net,
      credit: 0,
      memo: 'Void: Check 1000, Payee 2',
    });
  });

  it('refuses paychecks that do not add up to the run’s net pay', () => {
    const { totals, run } = payroll([
      { employee: { id: 'e1', payType: 'salary', salary: 7_800_000 } },
    ]);
    expect(() => payrollRunEntry({ ...run, paychecks: [] }, totals)).toThrow(RangeError);
  });

  it('leaves out taxes of zero (no state income tax in Texas)', () => {
    const { totals, run } = payroll(
      [{ employee: { id: 'e1', payType: 'salary', salary: 5_200_000 } }],
      'TX',
    );
    expect(totals.stateIncomeTax).toBe(0);
    const memos = payrollRunEntry(run, totals).lines.map((line) => line.memo);
    expect(memos).not.toContain('State income and other employee taxes withheld');
  });

  it('is refused in a closed period like any other entry', () => {
    const { totals, run } = payroll([
      { employee: { id: 'e1', payType: 'salary', salary: 5_200_000 } },
    ]);
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
          const { totals, run } = payroll(employees, state);
          // A run never pays a negative paycheck (planPayrollRun refuses it, naming the employee).
          fc.pre(run.paychecks.every((paycheck) => paycheck.net >= 0));
          if (totals.gross === 0) return;
          const entry = payrollRunEntry(run, totals);
          expect(validateEntry(entry, chart).ok).toBe(true);
          const balances = new Map(
            trialBalance(chart, [entry]).rows.map((row) => [row.accountId, row.debit - row.credit]),
          );
          expect(balances.get('payroll-wages')).toBe(totals.gross);
          expect(balances.get('checking') ?? 0).toBe(0 - totals.net);
          expect(balances.get('payroll-liabilities') ?? 0).toBe(
            0 - (totals.employeeTaxes + totals.otherDeductions + totals.employer.total),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
