import { describe, expect, it } from 'vitest';
import { employeeSchema, toStoredEmployee } from '../../domain/employees';
import {
  checkEmployeeForm,
  emptyEmployeeForm,
  employeeFormValues,
  employeeCallData,
  accountEnding,
  ssnEnding,
} from './employeeForm';

const named = {
  ...emptyEmployeeForm,
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
};

describe('the Add Employee form', () => {
  it("gives the spec's toast for a missing annual salary or hourly rate", () => {
    const salaried = checkEmployeeForm(named, 'e1');
    expect(salaried).toMatchObject({
      ok: false,
      toast: {
        title: 'Validation Error',
        description: 'Please fill in all required fields including annual salary',
      },
    });
    const hourly = checkEmployeeForm({ ...named, payType: 'hourly', salary: '50000' }, 'e1');
    expect(hourly.ok || hourly.toast.description).toBe(
      'Please fill in all required fields including hourly rate',
    );
  });

  it('names an unreadable or negative pay figure instead of reading it as $0', () => {
    const typo = checkEmployeeForm({ ...named, salary: '7O,000' }, 'e1');
    expect(typo.ok || typo.toast.description).toBe(
      'Annual salary must be an amount in dollars, like 1234.56',
    );
    const negative = checkEmployeeForm({ ...named, salary: '-5' }, 'e1');
    expect(negative.ok || negative.errors.salary).toBe('Annual salary must not be negative');
  });

  it('reads dollars to cents, hours falling back to 40, and drops the other pay type', () => {
    const result = checkEmployeeForm(
      {
        ...named,
        salary: '78,000.50',
        hourlyRate: '12',
        hoursPerWeek: '',
        routingNumber: '121000248',
        accountNumber: '987654321',
        bankName: 'Wells',
      },
      'e1',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.employee).toMatchObject({ id: 'e1', salary: 7_800_050, hoursPerWeek: 40 });
    expect(result.employee.hourlyRate).toBeUndefined();
  });

  it('checks the routing number of a direct-deposit employee, not of one paid by check', () => {
    const bad = {
      ...named,
      salary: '50000',
      bankName: 'Wells',
      routingNumber: '121000249',
      accountNumber: '12345',
    };
    const refused = checkEmployeeForm(bad, 'e1');
    expect(refused.ok).toBe(false);
    expect(refused.ok || refused.errors.routingNumber).toMatch(/routing/i);
    expect(checkEmployeeForm({ ...bad, paymentMethod: 'check' }, 'e1').ok).toBe(true);
  });
});

describe('the SSN', () => {
  it('is optional, checked when given, and shown by its last four digits', () => {
    const base = { ...named, salary: '50000', paymentMethod: 'check' as const };
    expect(checkEmployeeForm(base, 'e1').ok).toBe(true);
    const bad = checkEmployeeForm({ ...base, ssn: '666-12-3456' }, 'e1');
    expect(bad.ok || bad.errors.ssn).toBe('SSN area number (first 3 digits) is never issued');
    const good = checkEmployeeForm({ ...base, ssn: '123-45-6789' }, 'e1');
    if (!good.ok) throw new Error('expected a valid employee');
    expect(good.employee.ssn).toBe('123456789');
    expect(ssnEnding(good.employee)).toBe('6789');
    const saved = toStoredEmployee(good.employee);
    expect(saved).not.toHaveProperty('ssn');
    expect(ssnEnding(saved)).toBe('6789');
    expect(employeeCallData(saved)).not.toHaveProperty('ssnLast4');
  });
});

describe('the state withholding certificate', () => {
  const base = { ...named, salary: '50000', paymentMethod: 'check' as const };

  it('is kept in cents and sent in dollars', () => {
    const checked = checkEmployeeForm(
      { ...base, stateAllowances: '2', stateExtraWithholding: '12.50', arizonaPercent: '3.5' },
      'e1',
    );
    if (!checked.ok) throw new Error(checked.toast.description);
    expect(checked.employee.stateWithholding).toMatchObject({
      allowances: 2,
      extraWithholding: 1250,
      arizonaPercent: 3.5,
    });
    expect(employeeCallData(checked.employee).stateWithholding).toMatchObject({
      allowances: 2,
      extraWithholding: '12.50',
    });
  });

  it('names a bad allowance count or amount', () => {
    const bad = checkEmployeeForm(
      { ...base, stateAllowances: '1.5', stateExtraWithholding: 'x' },
      'e1',
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.stateAllowances).toBe('State allowances must be a whole number from 0 to 99');
    expect(bad.errors.stateExtraWithholding).toBe(
      'State extra withholding must be an amount in dollars, like 25.00',
    );
  });
});

describe('employeeCallData', () => {
  it('sends dollars, and never the masked digits of a saved employee', () => {
    const checked = checkEmployeeForm(
      {
        ...named,
        salary: '60000',
        bankName: 'Wells',
        routingNumber: '121000248',
        accountNumber: '987654321',
      },
      'e1',
    );
    if (!checked.ok) throw new Error('expected a valid employee');
    expect(employeeCallData(checked.employee)).toMatchObject({
      salary: '60000.00',
      routingNumber: '121000248',
      accountNumber: '987654321',
    });
    const saved = toStoredEmployee(checked.employee);
    const sent = employeeCallData(saved);
    expect(sent).not.toHaveProperty('routingLast4');
    expect(sent).not.toHaveProperty('accountNumber');
    expect(accountEnding(saved)).toBe('4321');
    expect(accountEnding(checked.employee)).toBe('4321');
  });
});

describe('the Edit form of a saved employee', () => {
  const saved = toStoredEmployee(
    employeeSchema.parse({
      id: 'emp-ana',
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      payType: 'salary',
      salary: 7_800_000,
      w4Version: '2019',
      taxAllowances: 2,
      ssn: '123-45-6789',
      routingNumber: '121000248',
      accountNumber: '987654321',
      status: 'terminated',
      terminationDate: '2026-11-20',
      stateWithholding: { allowances: 3, annualCredit: 4_000, spouseAlsoEarns: true },
    }),
  );

  it('is the saved employee again when nothing is changed, the sealed numbers left out', () => {
    const values = employeeFormValues(saved);
    expect(values).toMatchObject({
      salary: '78000.00',
      ssn: '',
      routingNumber: '',
      accountNumber: '',
    });
    const checked = checkEmployeeForm(values, saved.id, saved);
    if (!checked.ok) throw new Error(checked.toast.description);
    // What the form does not show is kept: the termination and the certificate's other fields.
    expect(toStoredEmployee(checked.employee)).toEqual({
      ...saved,
      routingLast4: '',
      accountLast4: '',
      ssnLast4: '',
    });
  });
});
