import { describe, expect, it } from 'vitest';
import type { PayrollRunRecord } from '../runs';
import { employeeYearTotals } from './employeeYearTotals';
import { books, run } from './facts.testSupport';

const history = (): PayrollRunRecord[] => {
  const runs: PayrollRunRecord[] = [];
  runs.push(run('run-dec-25', '2025-12-26', runs));
  runs.push(run('run-oct-16', '2026-10-16', runs, 'void'));
  runs.push(run('run-oct-30', '2026-10-30', runs));
  runs.push(run('run-nov-13', '2026-11-13', runs));
  runs.push(run('run-nov-27', '2026-11-27', runs, 'open'));
  return runs;
};

describe('employeeYearTotals', () => {
  const runs = history();
  const totals = employeeYearTotals(books(runs), 2026);
  const paid = runs.filter((r) => r.id === 'run-oct-30' || r.id === 'run-nov-13');
  const checksOf = (employeeId: string) =>
    paid.flatMap((r) => r.paychecks.filter((c) => c.employeeId === employeeId));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  it('sums each employee’s approved paychecks paid in the year, box by box of Form W-2', () => {
    expect(totals.employees.map((e) => [e.lastName, e.paychecks])).toEqual([
      ['Babbage', 2],
      ['Lovelace', 2],
    ]);
    const ada = totals.employees.find((e) => e.employeeId === 'emp-ada')!;
    const checks = checksOf('emp-ada');
    expect(ada).toEqual({
      employeeId: 'emp-ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      ssnLast4: '6789',
      homeAddress: '7 Analytical Way, Oakland, CA 94612',
      paychecks: 2,
      wagesCents: sum(checks.map((c) => c.gross)),
      federalIncomeTaxCents: sum(checks.map((c) => c.federalIncomeTax)),
      socialSecurityWagesCents: sum(checks.map((c) => c.wagesAdded.socialSecurityWages)),
      socialSecurityTaxCents: sum(checks.map((c) => c.socialSecurity)),
      medicareWagesCents: sum(checks.map((c) => c.wagesAdded.medicareWages)),
      medicareTaxCents: sum(checks.map((c) => c.medicare + c.additionalMedicare)),
      states: [
        {
          state: 'CA',
          wagesCents: sum(checks.map((c) => c.gross)),
          incomeTaxCents: sum(checks.map((c) => c.stateIncomeTax)),
        },
      ],
    });
    expect(ada.wagesCents).toBeGreaterThan(0);
  });

  it('adds up to the approved runs’ gross pay, and names the employer from payroll setup', () => {
    expect(sum(totals.employees.map((e) => e.wagesCents))).toBe(
      sum(paid.map((r) => r.totalGrossPay)),
    );
    expect(totals.employer).toEqual({
      name: 'Analytical Engines LLC',
      ein: '12-3456789',
      address: '12 Babbage Row, Oakland, CA, 94612',
      state: 'CA',
    });
  });

  it('gives the SSN’s last four digits only, and a home address only where payroll has one', () => {
    const charles = totals.employees.find((e) => e.employeeId === 'emp-charles')!;
    expect([charles.ssnLast4, charles.homeAddress]).toEqual(['4321', '']);
    expect(JSON.stringify(totals)).not.toMatch(/123-?45|512-?65/);
  });

  it('counts a year only by its pay dates', () => {
    const lastYear = employeeYearTotals(books(runs), 2025);
    expect(lastYear.employees.map((e) => e.paychecks)).toEqual([1, 1]);
    expect(employeeYearTotals(books(runs), 2024).employees).toEqual([]);
  });
});
