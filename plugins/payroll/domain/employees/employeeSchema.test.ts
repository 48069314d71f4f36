import { describe, expect, it } from 'vitest';
import { parseMoney } from '@keel/core/domain';
import { computePaycheck, employeeTaxProfileSchema } from '../tax';
import { directDepositProblem } from '../validation';
import { checkNewEmployee } from './checkNewEmployee';
import { employeeSchema, type EmployeeInput } from './employeeSchema';

const $ = parseMoney;
const jane: EmployeeInput = {
  id: 'e1',
  firstName: 'Jane',
  lastName: 'Smith',
  email: 'jane@example.com',
  payType: 'salary',
  salary: $('85,000.00'),
};

function messages(input: unknown): Record<string, string> {
  const result = employeeSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('employeeSchema', () => {
  it('fills the spec defaults and the tax engine W-4 defaults', () => {
    expect(employeeSchema.parse(jane)).toMatchObject({
      hoursPerWeek: 40,
      employmentType: 'full-time',
      paymentMethod: 'direct_deposit',
      accountType: 'checking',
      taxFilingStatus: 'single',
      taxAllowances: 0,
      jobTitle: '',
      department: '',
      w4Version: '2020',
      w4Step2: false,
      w4Dependents: 0,
      w4OtherIncome: 0,
      w4Deductions: 0,
      w4ExtraWithholding: 0,
      stateWithholding: { additionalAllowances: 0, extraWithholding: 0 },
    });
  });

  it('gives the tax engine an employee it accepts as is', () => {
    const employee = employeeSchema.parse({ ...jane, w4Dependents: $(2_000) });
    expect(employeeTaxProfileSchema.parse(employee).w4Dependents).toBe(200_000);
    const paycheck = computePaycheck({
      taxYear: 2026,
      frequency: 'biweekly',
      company: { state: 'TX' },
      employee,
    });
    expect(paycheck.gross.amount).toBe(Math.round(8_500_000 / 26));
  });

  it('names the field in every message', () => {
    expect(messages({ ...jane, firstName: '  ', email: 'jane@' })).toEqual({
      firstName: 'First name is required',
      email: 'Email must be a valid email address',
    });
    expect(messages({ ...jane, salary: -100 })).toEqual({ salary: 'Salary cannot be negative' });
    expect(messages({ ...jane, salary: 0 })).toEqual({
      salary: 'Annual salary must be more than $0',
    });
    expect(messages({ ...jane, salary: undefined })).toEqual({
      salary: 'Annual salary is required for a salaried employee',
    });
    expect(messages({ ...jane, payType: 'hourly' })).toEqual({
      hourlyRate: 'Hourly rate is required for an hourly employee',
    });
    expect(messages({ ...jane, taxAllowances: 11 })).toEqual({
      taxAllowances: 'Tax allowances must be at most 10',
    });
    expect(messages({ ...jane, employmentType: 'seasonal', startDate: '2024-02-30' })).toEqual({
      employmentType: 'Employment type must be full-time, part-time, contract or intern',
      startDate: 'Start date must be a real date written YYYY-MM-DD',
    });
  });

  it('keeps an optional home address for Form W-2 box f, ending with its ZIP code', () => {
    expect(employeeSchema.parse(jane).homeAddress).toBe('');
    expect(
      employeeSchema.parse({ ...jane, homeAddress: ' 9 Elm St, Oakland, CA 94612-1234 ' })
        .homeAddress,
    ).toBe('9 Elm St, Oakland, CA 94612-1234');
    expect(messages({ ...jane, homeAddress: '9 Elm St, Oakland' })).toEqual({
      homeAddress: 'Home address must end with its ZIP code, like 94612',
    });
    expect(messages({ ...jane, homeAddress: `${'x'.repeat(200)} 94612` })).toEqual({
      homeAddress: 'Home address must be at most 200 characters',
    });
    expect(messages({ ...jane, homeAddress: 7 })).toEqual({
      homeAddress: 'Home address must be text',
    });
  });

  it('applies the tax engine rule for a 2019 Form W-4', () => {
    expect(messages({ ...jane, w4Version: '2019', w4Dependents: 100 })).toEqual({
      w4Dependents: 'w4Dependents applies only to a Form W-4 from 2020 or later',
    });
  });

  it('checks bank details with the shared validators, and allows them missing', () => {
    expect(messages({ ...jane, routingNumber: '123456789', accountNumber: '12-34' })).toEqual({
      routingNumber: 'Routing number is not valid',
      accountNumber: 'Account number must contain digits only',
    });
    expect(messages({ ...jane, routingNumber: '12345' })).toEqual({
      routingNumber: 'Routing number must be 9 digits',
    });
    const blank = employeeSchema.parse({
      ...jane,
      bankName: '',
      routingNumber: ' ',
      accountNumber: '',
    });
    expect(blank.routingNumber).toBeUndefined();
    expect(
      directDepositProblem({ bankName: 'B', routingNumber: '011000015', accountNumber: '1' }, [
        blank,
      ]),
    ).toMatchObject({ title: 'Missing Employee Bank Information' });
    const banked = employeeSchema.parse({
      ...jane,
      bankName: ' First Bank ',
      routingNumber: '011000015',
      accountNumber: '000123456789',
      accountType: 'savings',
    });
    expect(banked).toMatchObject({ bankName: 'First Bank', accountNumber: '000123456789' });
  });
});

describe('employeeSchema termination', () => {
  it('keeps an employee active with no termination date unless told', () => {
    const employee = employeeSchema.parse(jane);
    expect(employee.status).toBe('active');
    expect(employee.terminationDate).toBeUndefined();
  });

  it('keeps a terminated employee with their last day', () => {
    expect(
      employeeSchema.parse({
        ...jane,
        startDate: '2024-03-01',
        status: 'terminated',
        terminationDate: '2026-10-30',
      }),
    ).toMatchObject({ status: 'terminated', terminationDate: '2026-10-30' });
  });

  it('names the termination date when it is missing, misplaced, not a date or before the start', () => {
    expect(messages({ ...jane, status: 'terminated' })).toEqual({
      terminationDate: 'Termination date is required for a terminated employee',
    });
    expect(messages({ ...jane, status: 'terminated', terminationDate: '' })).toEqual({
      terminationDate: 'Termination date is required for a terminated employee',
    });
    expect(messages({ ...jane, terminationDate: '2026-10-30' })).toEqual({
      terminationDate: 'Only a terminated employee has a termination date',
    });
    expect(messages({ ...jane, status: 'terminated', terminationDate: '2026-02-30' })).toEqual({
      terminationDate: 'Termination date must be a real date written YYYY-MM-DD',
    });
    expect(
      messages({
        ...jane,
        startDate: '2026-11-02',
        status: 'terminated',
        terminationDate: '2026-10-30',
      }),
    ).toEqual({ terminationDate: 'Termination date must not be before the start date' });
    expect(messages({ ...jane, status: 'gone' })).toEqual({
      status: 'Status must be active or terminated',
    });
  });
});

describe('checkNewEmployee', () => {
  it('gives the spec toast when a required field or the pay figure is missing', () => {
    const salaried = checkNewEmployee({ ...jane, salary: undefined });
    expect(salaried).toMatchObject({
      ok: false,
      toast: {
        title: 'Validation Error',
        description: 'Please fill in all required fields including annual salary',
      },
    });
    const hourly = checkNewEmployee({ ...jane, payType: 'hourly', lastName: '' });
    expect(hourly).toMatchObject({
      ok: false,
      toast: { description: 'Please fill in all required fields including hourly rate' },
      errors: { lastName: 'Last name is required' },
    });
  });

  it("gives the field's own message for any other problem", () => {
    expect(checkNewEmployee({ ...jane, salary: -5 })).toMatchObject({
      ok: false,
      toast: { description: 'Salary cannot be negative' },
    });
    expect(checkNewEmployee({ ...jane, hoursPerWeek: 200 })).toMatchObject({
      toast: { description: 'Hours per week must be at most 168' },
    });
  });

  it('returns the checked employee', () => {
    expect(checkNewEmployee(jane)).toMatchObject({ ok: true, employee: { hoursPerWeek: 40 } });
  });
});
