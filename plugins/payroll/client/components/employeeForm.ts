import { centsToDecimal, parseMoney, type Cents } from '@keel/core/domain';
import { checkNewEmployee, type EmployeeErrors } from '../../domain/employees/checkNewEmployee';
import {
  employeeMoneyFields,
  type Employee,
  type EmployeeMoneyField,
} from '../../domain/employees/employeeSchema';
import type { StoredEmployee } from '../../domain/employees/storedEmployee';

/** The Add Employee form's values, as typed (money in dollars). */
export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  payType: 'salary' | 'hourly';
  salary: string;
  hourlyRate: string;
  hoursPerWeek: string;
  jobTitle: string;
  department: string;
  startDate: string;
  employmentType: string;
  paymentMethod: 'direct_deposit' | 'check';
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: string;
  ssn: string;
  homeAddress: string;
  /** State certificate: allowances ('' = the W-4's), extra withholding per period, Arizona A-4 %. */
  stateAllowances: string;
  stateExtraWithholding: string;
  arizonaPercent: string;
  taxFilingStatus: string;
  taxAllowances: string;
  w4Version: '2020' | '2019';
  w4Step2: boolean;
  w4Dependents: string;
  w4OtherIncome: string;
  w4Deductions: string;
  w4ExtraWithholding: string;
}

export const emptyEmployeeForm: EmployeeFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  payType: 'salary',
  salary: '',
  hourlyRate: '',
  hoursPerWeek: '40',
  jobTitle: '',
  department: '',
  startDate: '',
  employmentType: 'full-time',
  paymentMethod: 'direct_deposit',
  bankName: '',
  routingNumber: '',
  accountNumber: '',
  accountType: 'checking',
  ssn: '',
  homeAddress: '',
  stateAllowances: '',
  stateExtraWithholding: '',
  arizonaPercent: '',
  taxFilingStatus: 'single',
  taxAllowances: '0',
  w4Version: '2020',
  w4Step2: false,
  w4Dependents: '',
  w4OtherIncome: '',
  w4Deductions: '',
  w4ExtraWithholding: '',
};

const moneyLabels: Record<EmployeeMoneyField, string> = {
  salary: 'Annual salary',
  hourlyRate: 'Hourly rate',
  w4Dependents: 'W-4 Step 3 dependents',
  w4OtherIncome: 'W-4 Step 4(a) other income',
  w4Deductions: 'W-4 Step 4(b) deductions',
  w4ExtraWithholding: 'W-4 Step 4(c) extra withholding',
};

/** The outcome of Add Employee: the employee, or the toast and the field messages. */
/** Field messages of the form: the employee's fields and the state certificate's. */
export type EmployeeFormErrors = EmployeeErrors &
  Partial<Record<'stateAllowances' | 'stateExtraWithholding' | 'arizonaPercent', string>>;

export type EmployeeFormCheck =
  | { ok: true; employee: Employee }
  | { ok: false; toast: { title: string; description: string }; errors: EmployeeFormErrors };

/** The dollars of a money field as the form shows them ('' for none). */
const formDollars = (cents: Cents | undefined) =>
  cents === undefined || cents === 0 ? '' : centsToDecimal(cents);

/**
 * The form's values of a saved employee, for Edit: every field as saved but the sealed numbers
 * (SSN, routing and account), which never come back to the browser and are left empty.
 */
export function employeeFormValues(employee: StoredEmployee): EmployeeFormValues {
  const certificate = employee.stateWithholding;
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    payType: employee.payType,
    salary: formDollars(employee.salary),
    hourlyRate: formDollars(employee.hourlyRate),
    hoursPerWeek: String(employee.hoursPerWeek),
    jobTitle: employee.jobTitle,
    department: employee.department,
    startDate: employee.startDate ?? '',
    employmentType: employee.employmentType,
    paymentMethod: employee.paymentMethod,
    bankName: employee.bankName ?? '',
    routingNumber: '',
    accountNumber: '',
    accountType: employee.accountType,
    ssn: '',
    homeAddress: employee.homeAddress ?? '',
    stateAllowances: certificate.allowances === undefined ? '' : String(certificate.allowances),
    stateExtraWithholding: formDollars(certificate.extraWithholding),
    arizonaPercent:
      certificate.arizonaPercent === undefined ? '' : String(certificate.arizonaPercent),
    taxFilingStatus: employee.taxFilingStatus,
    taxAllowances: String(employee.taxAllowances),
    w4Version: employee.w4Version,
    w4Step2: employee.w4Step2,
    w4Dependents: formDollars(employee.w4Dependents),
    w4OtherIncome: formDollars(employee.w4OtherIncome),
    w4Deductions: formDollars(employee.w4Deductions),
    w4ExtraWithholding: formDollars(employee.w4ExtraWithholding),
  };
}

/**
 * Checks the Add Employee form: dollars read exactly (a typo is named, never read as $0), the pay
 * figure the pay type needs, hours per week falling back to 40 (spec 000 section 5), then the
 * employee's own rules with the spec's toasts. Editing `saved`, what the form does not show is
 * kept: employment status, termination date and the state certificate's other fields.
 */
export function checkEmployeeForm(
  values: EmployeeFormValues,
  id: string,
  saved?: StoredEmployee,
): EmployeeFormCheck {
  const input: Record<string, unknown> = {
    ...values,
    id,
    ...(saved && { status: saved.status, terminationDate: saved.terminationDate }),
  };
  const errors: EmployeeFormErrors = {};
  const needed: EmployeeMoneyField = values.payType === 'hourly' ? 'hourlyRate' : 'salary';
  for (const field of employeeMoneyFields) {
    const text = values[field].trim();
    delete input[field];
    // The pay figure of the other pay type is not the employee's: it is not kept.
    if (!text || (field === 'salary' || field === 'hourlyRate' ? field !== needed : false))
      continue;
    try {
      const cents = parseMoney(text);
      if (cents < 0) errors[field] = `${moneyLabels[field]} must not be negative`;
      else input[field] = cents;
    } catch {
      errors[field] = `${moneyLabels[field]} must be an amount in dollars, like 1234.56`;
    }
  }
  const hours = values.hoursPerWeek.trim() === '' ? 40 : Number(values.hoursPerWeek);
  if (Number.isFinite(hours)) input.hoursPerWeek = hours;
  else errors.hoursPerWeek = 'Hours per week must be a number';
  const allowances = Number(values.taxAllowances || '0');
  input.taxAllowances = Number.isInteger(allowances) ? allowances : values.taxAllowances;
  if (!values.startDate) delete input.startDate;
  if (values.w4Version === '2019') {
    for (const field of ['w4Dependents', 'w4OtherIncome', 'w4Deductions'] as const)
      delete input[field];
    input.w4Step2 = false;
  }
  delete input.stateAllowances;
  delete input.stateExtraWithholding;
  delete input.arizonaPercent;
  const certificate: Record<string, unknown> = { ...saved?.stateWithholding };
  for (const shown of ['allowances', 'extraWithholding', 'arizonaPercent'] as const)
    delete certificate[shown];
  if (values.stateAllowances.trim() !== '') {
    const count = Number(values.stateAllowances);
    if (Number.isInteger(count) && count >= 0 && count <= 99) certificate.allowances = count;
    else errors.stateAllowances = 'State allowances must be a whole number from 0 to 99';
  }
  if (values.stateExtraWithholding.trim() !== '') {
    try {
      const cents = parseMoney(values.stateExtraWithholding);
      if (cents < 0) errors.stateExtraWithholding = 'State extra withholding must not be negative';
      else certificate.extraWithholding = cents;
    } catch {
      errors.stateExtraWithholding =
        'State extra withholding must be an amount in dollars, like 25.00';
    }
  }
  if (values.arizonaPercent !== '') certificate.arizonaPercent = Number(values.arizonaPercent);
  input.stateWithholding = certificate;
  if (values.paymentMethod === 'check') {
    delete input.bankName;
    delete input.routingNumber;
    delete input.accountNumber;
  }
  const checked = checkNewEmployee(input);
  if (checked.ok && Object.keys(errors).length === 0) return checked;
  const all = { ...(checked.ok ? {} : checked.errors), ...errors };
  // A pay figure that is there but unreadable is named; a missing one gets the spec's toast.
  const description =
    errors[needed] ?? (checked.ok ? Object.values(errors)[0]! : checked.toast.description);
  return { ok: false, toast: { title: 'Validation Error', description }, errors: all };
}

/** An employee of the list: saved (bank numbers masked) or just added (full numbers, until saved). */
export type DraftEmployee = StoredEmployee | Employee;

const dollars = (cents: Cents | undefined) =>
  cents === undefined ? undefined : centsToDecimal(cents);

/** An employee as the configure call takes it: money in dollars; saved bank numbers stay on the server. */
export function employeeCallData(employee: DraftEmployee): Record<string, unknown> {
  const { routingLast4: _r, accountLast4: _a, ssnLast4: _s, ...rest } = employee as StoredEmployee;
  return {
    ...rest,
    salary: dollars(employee.salary),
    hourlyRate: dollars(employee.hourlyRate),
    w4Dependents: dollars(employee.w4Dependents),
    w4OtherIncome: dollars(employee.w4OtherIncome),
    w4Deductions: dollars(employee.w4Deductions),
    w4ExtraWithholding: dollars(employee.w4ExtraWithholding),
    stateWithholding: {
      ...employee.stateWithholding,
      annualAllowance: dollars(employee.stateWithholding.annualAllowance),
      annualCredit: dollars(employee.stateWithholding.annualCredit),
      extraWithholding: dollars(employee.stateWithholding.extraWithholding),
    },
  };
}

/** The last four digits of the employee's deposit account, saved or just typed. */
export function accountEnding(employee: DraftEmployee): string {
  if ('accountLast4' in employee) return employee.accountLast4;
  return employee.accountNumber ? employee.accountNumber.slice(-4) : '';
}

/** The last four digits of the employee's SSN, saved or just typed ('' when not given). */
export function ssnEnding(employee: DraftEmployee): string {
  if ('routingLast4' in employee) return employee.ssnLast4 ?? '';
  return employee.ssn ? employee.ssn.slice(-4) : '';
}
