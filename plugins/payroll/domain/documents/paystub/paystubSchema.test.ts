import { describe, expect, expectTypeOf, it } from 'vitest';
import { ZodError, type z } from 'zod';
import type { Paycheck } from '../../tax';
import { californiaPaycheck, samplePaystub } from '../documents.testSupport';
import { paystubPaycheckSchema, paystubSchema, type PaystubInput } from './paystubSchema';

/** The issues of a failed parse as "path: message". */
function issues(input: unknown): string[] {
  const result = paystubSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('paystubSchema', () => {
  it('takes a Paycheck from the tax engine as it is', () => {
    expectTypeOf<Paycheck>().toExtend<z.input<typeof paystubPaycheckSchema>>();
    const paycheck = californiaPaycheck();
    const parsed = paystubPaycheckSchema.parse(paycheck);
    expect(parsed.net).toBe(paycheck.net);
    expect(parsed.stateIncomeTax.label).toBe('California EDD DE 44 Method B (2026)');
    expect(paystubSchema.parse(samplePaystub()).employee.ssnLast4).toBe('6789');
  });

  it('accepts only the last four digits of an SSN, never more', () => {
    for (const ssn of ['123-45-6789', '123456789', '678', '67890', 'abcd']) {
      const stub = samplePaystub({ employee: { name: 'A', id: 'E-1', ssnLast4: ssn } });
      expect(issues(stub)).toEqual([
        'employee.ssnLast4: Give only the last four digits of the SSN',
      ]);
    }
  });

  it('refuses figures that do not add up', () => {
    const paycheck = californiaPaycheck();
    expect(issues(samplePaystub({ paycheck: { ...paycheck, net: paycheck.net + 1 } }))).toEqual([
      'paycheck.net: Net pay must be gross pay less taxes and deductions',
    ]);
    expect(
      issues(
        samplePaystub({ paycheck: { ...paycheck, employeeTaxes: paycheck.employeeTaxes - 1 } }),
      ),
    ).toContain('paycheck.employeeTaxes: Employee taxes must be the sum of the tax lines');
    const stub = samplePaystub();
    const ytd = stub.ytd as PaystubInput['ytd'];
    expect(issues({ ...stub, ytd: { ...ytd, net: ytd.net - 1 } })).toEqual([
      'ytd.net: Year-to-date net pay must be gross pay less taxes and deductions',
    ]);
    expect(issues({ ...stub, ytd: { ...ytd, medicare: 0, net: ytd.net + ytd.medicare } })).toEqual([
      'ytd.medicare: Year to date includes this pay, so it cannot be less than it',
    ]);
    expect(
      issues({ ...stub, ytd: { ...ytd, otherEmployeeTaxes: [], net: ytd.net + 161_95 } }),
    ).toEqual(['ytd.otherEmployeeTaxes: Year-to-date California SDI is missing']);
    expect(
      issues({ ...stub, deductions: [{ name: 'Union dues', current: 2000, ytd: 10000 }] }),
    ).toEqual([
      'deductions: Deductions must add up to the paycheck’s other deductions',
      'deductions: Year-to-date deductions must add up to the year-to-date total',
    ]);
  });

  it('checks the pay basis against gross pay', () => {
    const stub = samplePaystub();
    const gross = californiaPaycheck().gross.amount;
    expect(
      issues({
        ...stub,
        payBasis: {
          type: 'hourly',
          lines: [{ kind: 'hours', hours: 80, rate: 2875, amount: gross }],
        },
      }),
    ).toEqual(['payBasis.lines.0.amount: Regular: amount must be about hours × rate']);
    expect(
      issues({
        ...stub,
        payBasis: {
          type: 'hourly',
          lines: [{ kind: 'hours', hours: 86.67, rate: 2875, amount: gross - 1 }],
        },
      }),
    ).toEqual(['payBasis.lines: Earnings lines must add up to gross pay']);
    expect(issues({ ...stub, payBasis: { type: 'salary' } })).toEqual([
      'payBasis.hoursWorked: Hours worked are required unless the employee is exempt from overtime',
    ]);
    expect(issues({ ...stub, payBasis: { type: 'salary', hoursWorked: 86.67 } })).toEqual([]);
  });

  it('names the required fields', () => {
    const stub = samplePaystub({
      employer: { legalName: '  ', addressLines: [] },
      employee: { name: '', id: 'E-1' },
      payPeriod: { start: '2026-03-15', end: '2026-03-01' },
    });
    expect(issues(stub)).toEqual([
      'employer.legalName: Employer legal name is required',
      'employer.addressLines: Employer address is required',
      'employee.name: Employee name is required',
      'payPeriod.end: Pay period must end on or after its start',
    ]);
    expect(() => paystubSchema.parse({})).toThrow(ZodError);
  });
});
