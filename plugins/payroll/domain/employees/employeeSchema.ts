import { z } from 'zod';
import { isIsoDate, recordIdSchema } from '@keel/core/domain';
import { employeeTaxProfileSchema } from '../tax';
import { accountNumberSchema, bankAccountTypes, routingNumberSchema } from '../validation';
import { ssnSchema } from '../validation/ssn';

/** Employment types (spec 000 section 3); full-time is the default. */
export const employmentTypes = ['full-time', 'part-time', 'contract', 'intern'] as const;
/** Whether the employee still works for the company; a terminated one has a termination date. */
export const employmentStatuses = ['active', 'terminated'] as const;
/** How net pay reaches the employee (spec 000 section 3). */
export const paymentMethods = ['direct_deposit', 'check'] as const;

/** Longest name, title or department Keel keeps; longer text is a paste gone wrong. */
const MAX_TEXT = 100;
// RFC 5321 limits an address path to 254 characters.
const MAX_EMAIL = 254;
/** Longest home address Keel keeps: a street line, a city, a state and a ZIP code. */
const MAX_ADDRESS = 200;

function requiredName(label: string) {
  const required = `${label} is required`;
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(MAX_TEXT, `${label} must be at most ${MAX_TEXT} characters`);
}

function optionalText(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(MAX_TEXT, `${label} must be at most ${MAX_TEXT} characters`);
}

/** Blank is "not given"; anything else must pass `schema` (forms send '' for an empty input). */
function optionalChecked(label: string, schema: z.ZodType<string, string>) {
  return z
    .string({ error: `${label} must be text` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    })
    .optional();
}

const tax = employeeTaxProfileSchema.shape;

const employeeFields = z.object({
  // A record id: it keys the employee's row and sealed numbers.
  id: tax.id.pipe(recordIdSchema),
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .max(MAX_EMAIL, { error: `Email must be at most ${MAX_EMAIL} characters`, abort: true })
    .regex(z.regexes.email, 'Email must be a valid email address'),
  payType: tax.payType,
  /** Annual salary, in cents. */
  salary: tax.salary,
  /** Hourly rate, in cents. */
  hourlyRate: tax.hourlyRate,
  hoursPerWeek: tax.hoursPerWeek,
  jobTitle: optionalText('Job title').default(''),
  department: optionalText('Department').default(''),
  /** YYYY-MM-DD. */
  startDate: z
    .string({ error: 'Start date must be text' })
    .refine(isIsoDate, 'Start date must be a real date written YYYY-MM-DD')
    .optional(),
  status: z
    .enum(employmentStatuses, { error: 'Status must be active or terminated' })
    .default('active'),
  /** The last day of employment, YYYY-MM-DD; only for a terminated employee. */
  terminationDate: optionalChecked(
    'Termination date',
    z.string().refine(isIsoDate, 'Termination date must be a real date written YYYY-MM-DD'),
  ),
  employmentType: z
    .enum(employmentTypes, {
      error: 'Employment type must be full-time, part-time, contract or intern',
    })
    .default('full-time'),
  paymentMethod: z
    .enum(paymentMethods, { error: 'Payment method must be direct_deposit or check' })
    .default('direct_deposit'),
  // Bank details may be missing: Setup Direct Deposit names the employees who still lack them.
  bankName: optionalChecked('Bank name', optionalText('Bank name')),
  routingNumber: optionalChecked('Routing number', routingNumberSchema),
  accountNumber: optionalChecked('Account number', accountNumberSchema),
  accountType: z
    .enum(bankAccountTypes, { error: 'Account type must be checking or savings' })
    .default('checking'),
  /** Nine digits; sealed on the server, its last four digits kept in the document. */
  ssn: optionalChecked('SSN', ssnSchema),
  /** One line, ending with the ZIP code, as Form W-2 box f prints it; '' when not given. */
  homeAddress: z
    .string({ error: 'Home address must be text' })
    .trim()
    .max(MAX_ADDRESS, {
      error: `Home address must be at most ${MAX_ADDRESS} characters`,
      abort: true,
    })
    .refine(
      (address) => address === '' || /\b\d{5}(-\d{4})?$/.test(address),
      'Home address must end with its ZIP code, like 94612',
    )
    .default(''),
  taxFilingStatus: tax.taxFilingStatus,
  taxAllowances: tax.taxAllowances,
  w4Version: tax.w4Version,
  w4Step2: tax.w4Step2,
  w4Dependents: tax.w4Dependents,
  w4OtherIncome: tax.w4OtherIncome,
  w4Deductions: tax.w4Deductions,
  w4ExtraWithholding: tax.w4ExtraWithholding,
  stateWithholding: tax.stateWithholding,
});

/**
 * A payroll employee (spec 000 section 3) with the Form W-4 fields of the tax engine. Money is
 * integer cents. The tax engine's own rules apply (its schema is checked too), and the pay figure
 * of the employee's pay type must be more than $0.
 */
export const employeeSchema = employeeFields.superRefine((employee, ctx) => {
  const profile = employeeTaxProfileSchema.safeParse(employee);
  if (!profile.success) {
    for (const issue of profile.error.issues) {
      ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
    }
  }
  if (employee.status === 'terminated' && !employee.terminationDate)
    ctx.addIssue({
      code: 'custom',
      path: ['terminationDate'],
      message: 'Termination date is required for a terminated employee',
    });
  if (employee.status === 'active' && employee.terminationDate)
    ctx.addIssue({
      code: 'custom',
      path: ['terminationDate'],
      message: 'Only a terminated employee has a termination date',
    });
  if (
    employee.terminationDate &&
    employee.startDate &&
    employee.terminationDate < employee.startDate
  )
    ctx.addIssue({
      code: 'custom',
      path: ['terminationDate'],
      message: 'Termination date must not be before the start date',
    });
  if (employee.payType === 'salary' && employee.salary === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['salary'],
      message: 'Annual salary must be more than $0',
    });
  }
  if (employee.payType === 'hourly' && employee.hourlyRate === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['hourlyRate'],
      message: 'Hourly rate must be more than $0',
    });
  }
});

/** A checked employee, every default filled in. */
export type Employee = z.output<typeof employeeSchema>;
/** What a form or the import gives before checking. */
export type EmployeeInput = z.input<typeof employeeSchema>;
/** active or terminated. */
export type EmploymentStatus = (typeof employmentStatuses)[number];
/** One of full-time, part-time, contract, intern. */
export type EmploymentType = (typeof employmentTypes)[number];
/** direct_deposit or check. */
export type PaymentMethod = (typeof paymentMethods)[number];
/** The names of an employee's fields. */
export type EmployeeField = keyof Employee;
/** The field names, in form order. */
export const employeeFieldNames = Object.keys(employeeFields.shape) as EmployeeField[];

/** The employee's money fields: cents here, dollars in the REST API and the forms. */
export const employeeMoneyFields = [
  'salary',
  'hourlyRate',
  'w4Dependents',
  'w4OtherIncome',
  'w4Deductions',
  'w4ExtraWithholding',
] as const;
/** One of the employee's money fields. */
export type EmployeeMoneyField = (typeof employeeMoneyFields)[number];

/** The money fields of the employee's state withholding certificate (cents, dollars in the API). */
export const stateWithholdingMoneyFields = [
  'annualAllowance',
  'annualCredit',
  'extraWithholding',
] as const;
