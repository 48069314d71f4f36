import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { parseMoney } from '@keel/core/domain';
import { MAX_PAYROLL_CENTS } from '../schemas/money';
import { STATE_NAMES, type StateCode } from '../schemas/stateCode';
import { UnknownTaxYearError } from '../years/registry';
import { computePaycheck } from './computePaycheck';
import { computePayrollRun } from './computePayrollRun';

const $ = parseMoney;
const base = {
  taxYear: 2026,
  payDate: '2026-03-06',
  frequency: 'biweekly' as const,
  company: { state: 'TX' as const },
};

/** The issues of the ZodError `run` throws, as "path: message". */
function issues(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ZodError) {
      return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    }
    throw error;
  }
  throw new Error('expected a ZodError');
}

describe('computePaycheck', () => {
  it('computes a whole paycheck: §6 vector 1 in Texas', () => {
    const paycheck = computePaycheck({
      ...base,
      employee: { id: 'e1', payType: 'salary', salary: $(52_000) },
      otherDeductions: $(100),
    });
    expect(paycheck.gross.amount).toBe($(2_000));
    expect(paycheck.federalIncomeTax.amount).toBe($(156.15));
    expect(paycheck.socialSecurity.amount).toBe($(124));
    expect(paycheck.medicare.amount).toBe($(29));
    expect(paycheck.additionalMedicare.amount).toBe(0);
    expect(paycheck.stateIncomeTax).toMatchObject({ amount: 0, exact: true, state: 'TX' });
    expect(paycheck.employeeTaxes).toBe($(309.15));
    expect(paycheck.net).toBe($(2_000 - 309.15 - 100));
    expect(paycheck.employer.socialSecurity.amount).toBe($(124));
    expect(paycheck.employer.medicare.amount).toBe($(29));
    expect(paycheck.employer.futa.amount).toBe($(12));
    expect(paycheck.employer.suta).toMatchObject({ amount: $(54), exact: true });
    expect(paycheck.employer.total).toBe($(219));
    expect(paycheck.ytdAfter).toEqual({
      gross: $(2_000),
      socialSecurityWages: $(2_000),
      medicareWages: $(2_000),
      futaWages: $(2_000),
      sutaWages: $(2_000),
    });
    expect(paycheck.warnings).toEqual([]);
  });

  it('computes 2025 paychecks from the 2025 fallback tables', () => {
    const paycheck = computePaycheck({
      ...base,
      taxYear: 2025,
      payDate: '2025-12-19',
      company: { state: 'CA' },
      employee: { id: 'e1', payType: 'salary', salary: $(52_000) },
      ytd: { socialSecurityWages: $(175_000), medicareWages: $(175_000) },
    });
    expect(paycheck.federalIncomeTax.amount).toBe($(161.6)); // 2025 Single row 18,325
    expect(paycheck.socialSecurity.amount).toBe($(68.2)); // 6.2% × (176,100 − 175,000)
    expect(paycheck.stateIncomeTax).toMatchObject({ amount: $(160), exact: false });
    expect(paycheck.employer.futa.amount).toBe($(36)); // California 2025: 1.8% × 2,000
    expect(paycheck.employer.suta).toMatchObject({ amount: 0, exact: false });
    expect(paycheck.otherEmployeeTaxes).toEqual([]);
    expect(paycheck.warnings).toEqual([
      'California SDI for 2025 is not computed by Keel yet and was not withheld',
      "State unemployment (employer): not computed; Keel has no California SUTA rate; enter the company's own",
    ]);
  });

  it('explains every line', () => {
    const paycheck = computePaycheck({
      ...base,
      company: { state: 'CA' },
      employee: { id: 'e1', payType: 'hourly', hourlyRate: $(30), hoursPerWeek: 40 },
    });
    const lines = [
      paycheck.gross,
      paycheck.federalIncomeTax,
      paycheck.socialSecurity,
      paycheck.medicare,
      paycheck.additionalMedicare,
      paycheck.stateIncomeTax,
      ...paycheck.otherEmployeeTaxes,
      paycheck.employer.socialSecurity,
      paycheck.employer.medicare,
      paycheck.employer.futa,
      paycheck.employer.suta,
    ];
    for (const line of lines) expect(line.explanation).toMatch(/\$[\d,]+\.\d\d/);
    expect(paycheck.federalIncomeTax.explanation).toMatch(
      /^Federal income tax: Pub 15-T 2026 Worksheet 1A/,
    );
    expect(paycheck.employer.socialSecurity).toBe(paycheck.socialSecurity);
    expect(paycheck.employer.medicare).toBe(paycheck.medicare);
  });

  it('carries year-to-date wages across the Social Security wage base and $200,000', () => {
    const paycheck = computePaycheck({
      ...base,
      employee: { id: 'e1', payType: 'salary', salary: $(78_000) }, // $3,000 biweekly
      ytd: { gross: $(199_000), socialSecurityWages: $(183_000), medicareWages: $(199_000) },
    });
    expect(paycheck.socialSecurity.amount).toBe($(93)); // §6 vector 16
    expect(paycheck.employer.socialSecurity.amount).toBe($(93));
    expect(paycheck.medicare.amount).toBe($(43.5));
    expect(paycheck.additionalMedicare.amount).toBe($(18)); // §6 vector 17
    expect(paycheck.employer.medicare.amount).toBe($(43.5));
    expect(paycheck.ytdAfter.socialSecurityWages).toBe($(184_500));
    expect(paycheck.ytdAfter.medicareWages).toBe($(202_000));
  });

  it('warns, rather than hides it, when deductions exceed gross pay', () => {
    const paycheck = computePaycheck({
      ...base,
      employee: { id: 'e9', payType: 'salary', salary: $(2_600) },
      otherDeductions: $(500),
    });
    expect(paycheck.net).toBe($(100) - paycheck.employeeTaxes - $(500));
    expect(paycheck.warnings).toEqual([
      'Employee e9: taxes and deductions exceed gross pay by $407.65',
    ]);
  });

  it('stays exact at the largest inputs the schema accepts', () => {
    const largest = {
      id: 'max',
      payType: 'salary' as const,
      salary: MAX_PAYROLL_CENTS,
      w4OtherIncome: MAX_PAYROLL_CENTS,
      stateWithholding: { extraWithholding: MAX_PAYROLL_CENTS },
    };
    for (const state of Object.keys(STATE_NAMES) as StateCode[]) {
      for (const frequency of ['daily', 'semiannually', 'weekly'] as const) {
        const paycheck = computePaycheck({
          ...base,
          frequency,
          company: { state },
          employee: largest,
        });
        const lines = [paycheck.federalIncomeTax, paycheck.stateIncomeTax, paycheck.employer.suta];
        for (const line of lines) expect(Number.isSafeInteger(line.amount)).toBe(true);
        expect(paycheck.net + paycheck.employeeTaxes).toBe(paycheck.gross.amount);
      }
    }
  });

  it('names the tax year it has no tables for', () => {
    expect(() =>
      computePaycheck({
        ...base,
        taxYear: 2024,
        payDate: undefined,
        employee: { id: 'e', payType: 'salary', salary: 0 },
      }),
    ).toThrow(new UnknownTaxYearError(2024));
    expect(() =>
      computePaycheck({
        ...base,
        taxYear: 2024,
        payDate: undefined,
        employee: { id: 'e', payType: 'salary', salary: 0 },
      }),
    ).toThrow('2024 withholding tables are not in this version yet');
  });

  it('refuses a 2027 pay date rather than compute it with 2026 tables', () => {
    expect(() =>
      computePaycheck({
        ...base,
        taxYear: 2027,
        payDate: '2027-01-08',
        employee: { id: 'e', payType: 'salary', salary: $(52_000) },
      }),
    ).toThrow('2027 withholding tables are not in this version yet');
  });

  it('rejects invalid employees with errors naming the field', () => {
    const employee = (fields: Record<string, unknown>) => () =>
      computePaycheck({
        ...base,
        employee: { id: 'e', payType: 'salary', salary: $(50_000), ...fields } as never,
      });
    expect(issues(employee({ salary: -100 }))).toEqual([
      'employee.salary: Salary cannot be negative',
    ]);
    expect(issues(employee({ salary: '50000' }))).toEqual([
      'employee.salary: Salary must be a number of cents',
    ]);
    expect(issues(employee({ salary: 100.5 }))).toEqual([
      'employee.salary: Salary must be a whole number of cents',
    ]);
    expect(issues(employee({ salary: undefined }))).toEqual([
      'employee.salary: Annual salary is required for a salaried employee',
    ]);
    expect(issues(employee({ payType: 'hourly' }))).toEqual([
      'employee.hourlyRate: Hourly rate is required for an hourly employee',
    ]);
    expect(
      issues(employee({ payType: 'hourly', hourlyRate: 2_000, hoursPerWeek: 40.125 })),
    ).toEqual(['employee.hoursPerWeek: Hours per week can have at most 2 decimal places']);
    expect(issues(employee({ taxAllowances: 11 }))).toEqual([
      'employee.taxAllowances: Tax allowances must be at most 10',
    ]);
    expect(issues(employee({ taxFilingStatus: 'married_jointly' }))).toEqual([
      'employee.taxFilingStatus: Tax filing status must be single, married or head_of_household',
    ]);
    expect(issues(employee({ w4Version: '2019', w4Dependents: $(2_200) }))).toEqual([
      'employee.w4Dependents: w4Dependents applies only to a Form W-4 from 2020 or later',
    ]);
    expect(issues(employee({ w4ExtraWithholding: -1 }))).toEqual([
      'employee.w4ExtraWithholding: W-4 Step 4(c) extra withholding cannot be negative',
    ]);
  });

  it('rejects an invalid run', () => {
    const employee = { id: 'e', payType: 'salary' as const, salary: 0 };
    expect(
      issues(() => computePaycheck({ ...base, company: { state: 'XX' as never }, employee })),
    ).toEqual(['company.state: State must be a two-letter US state code']);
    expect(issues(() => computePaycheck({ ...base, payDate: '2025-12-31', employee }))).toEqual([
      'payDate: Pay date must fall in the tax year',
    ]);
    expect(
      issues(() => computePaycheck({ ...base, frequency: 'fortnightly' as never, employee })),
    ).toHaveLength(1);
    expect(
      issues(() =>
        computePaycheck({ ...base, company: { state: 'OH', sutaRatePercent: 2.1234 }, employee }),
      ),
    ).toEqual(['company.sutaRatePercent: SUTA rate can have at most 3 decimal places']);
  });
});

describe('computePayrollRun', () => {
  const employees = [
    { employee: { id: 'a', payType: 'salary' as const, salary: $(52_000) } },
    {
      employee: { id: 'b', payType: 'hourly' as const, hourlyRate: $(22.75), hoursPerWeek: 32 },
      otherDeductions: $(40),
    },
    {
      employee: {
        id: 'c',
        payType: 'salary' as const,
        salary: $(410_000),
        taxFilingStatus: 'married' as const,
      },
      ytd: {
        socialSecurityWages: $(180_000),
        medicareWages: $(198_000),
        futaWages: $(7_000),
        sutaWages: $(7_000),
      },
    },
  ];

  it('totals are the sums of the per-employee figures', () => {
    const run = computePayrollRun({ ...base, company: { state: 'OH' }, employees });
    const sum = (pick: (index: number) => number) =>
      [0, 1, 2].reduce((total, i) => total + pick(i), 0);
    const p = (i: number) => run.paychecks[i]!;
    expect(run.paychecks.map((paycheck) => paycheck.employeeId)).toEqual(['a', 'b', 'c']);
    expect(run.totals.gross).toBe(sum((i) => p(i).gross.amount));
    expect(run.totals.federalIncomeTax).toBe(sum((i) => p(i).federalIncomeTax.amount));
    expect(run.totals.socialSecurity).toBe(sum((i) => p(i).socialSecurity.amount));
    expect(run.totals.additionalMedicare).toBe(sum((i) => p(i).additionalMedicare.amount));
    expect(run.totals.stateIncomeTax).toBe(sum((i) => p(i).stateIncomeTax.amount));
    expect(run.totals.net).toBe(sum((i) => p(i).net));
    expect(run.totals.employer.total).toBe(sum((i) => p(i).employer.total));
    expect(run.totals.net + run.totals.employeeTaxes + run.totals.otherDeductions).toBe(
      run.totals.gross,
    );
    expect(run.stateIncomeTaxExact).toBe(false);
    expect(run.warnings).toEqual([
      "State unemployment (employer): not computed; Keel has no Ohio SUTA rate and wage base; enter the company's own",
    ]);
  });

  it('matches computePaycheck for each employee', () => {
    const run = computePayrollRun({ ...base, company: { state: 'NY' }, employees });
    employees.forEach((entry, i) => {
      expect(run.paychecks[i]).toEqual(
        computePaycheck({ ...base, company: { state: 'NY' }, ...entry }),
      );
    });
    expect(run.stateIncomeTaxExact).toBe(true);
  });

  it('handles an empty run', () => {
    const run = computePayrollRun({ ...base, employees: [] });
    expect(run.totals.gross).toBe(0);
    expect(run.paychecks).toEqual([]);
  });

  it('names the employee index of an invalid entry', () => {
    const bad = [...employees, { employee: { id: 'd', payType: 'salary' as const, salary: -5 } }];
    expect(issues(() => computePayrollRun({ ...base, employees: bad }))).toEqual([
      'employees.3.employee.salary: Salary cannot be negative',
    ]);
  });
});
