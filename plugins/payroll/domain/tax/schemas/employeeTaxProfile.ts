import { z } from 'zod';
import { centsField, countField } from './money';
import { NO_STATE_CERTIFICATE, stateWithholdingSchema } from './stateWithholding';

/** Keeps annual pay from hourly rates inside the exact-arithmetic range. */
const MAX_HOURLY_RATE_CENTS = 1_000_000;

const W4_2020_ONLY_FIELDS = ['w4Step2', 'w4Dependents', 'w4OtherIncome', 'w4Deductions'] as const;

/**
 * The tax-relevant fields of a payroll employee (spec §3 "Employee" plus Form W-4 fields).
 * Money is in integer cents. Other employee fields are accepted and dropped.
 */
export const employeeTaxProfileSchema = z
  .object({
    id: z.string({ error: 'Employee id is required' }).min(1, 'Employee id is required'),
    payType: z.enum(['salary', 'hourly'], { error: 'Pay type must be salary or hourly' }),
    /** Annual salary, in cents. */
    salary: centsField('Salary').optional(),
    /** Hourly rate, in cents. */
    hourlyRate: centsField('Hourly rate', MAX_HOURLY_RATE_CENTS).optional(),
    hoursPerWeek: z
      .number({ error: 'Hours per week must be a number' })
      .min(0, 'Hours per week cannot be negative')
      .max(168, 'Hours per week must be at most 168')
      .refine((hours) => Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-6, {
        message: 'Hours per week can have at most 2 decimal places',
      })
      .default(40),
    taxFilingStatus: z
      .enum(['single', 'married', 'head_of_household'], {
        error: 'Tax filing status must be single, married or head_of_household',
      })
      .default('single'),
    taxAllowances: countField('Tax allowances', 10).default(0),
    /** Which Form W-4 the employee gave: 2020 or later (default) or 2019 or earlier. */
    w4Version: z
      .enum(['2020', '2019'], { error: 'W-4 version must be 2020 or 2019' })
      .default('2020'),
    w4Step2: z.boolean({ error: 'W-4 Step 2 must be true or false' }).default(false),
    /** W-4 Step 3 dependents credit, annual cents. */
    w4Dependents: centsField('W-4 Step 3 dependents').default(0),
    /** W-4 Step 4(a) other income, annual cents. */
    w4OtherIncome: centsField('W-4 Step 4(a) other income').default(0),
    /** W-4 Step 4(b) deductions, annual cents. */
    w4Deductions: centsField('W-4 Step 4(b) deductions').default(0),
    /** W-4 Step 4(c) extra withholding per pay period, cents (also the 2019 form's additional amount). */
    w4ExtraWithholding: centsField('W-4 Step 4(c) extra withholding').default(0),
    stateWithholding: stateWithholdingSchema.default(NO_STATE_CERTIFICATE),
  })
  .superRefine((employee, ctx) => {
    if (employee.payType === 'salary' && employee.salary === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['salary'],
        message: 'Annual salary is required for a salaried employee',
      });
    }
    if (employee.payType === 'hourly' && employee.hourlyRate === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['hourlyRate'],
        message: 'Hourly rate is required for an hourly employee',
      });
    }
    if (employee.w4Version === '2019') {
      for (const field of W4_2020_ONLY_FIELDS) {
        if (employee[field]) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: `${field} applies only to a Form W-4 from 2020 or later`,
          });
        }
      }
    }
  });
export type EmployeeTaxProfile = z.infer<typeof employeeTaxProfileSchema>;
export type EmployeeTaxProfileInput = z.input<typeof employeeTaxProfileSchema>;
