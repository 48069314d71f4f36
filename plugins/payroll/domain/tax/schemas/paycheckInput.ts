import { z } from 'zod';
import { isoDateSchema } from '@keel/core/domain';
import { employeeTaxProfileSchema } from './employeeTaxProfile';
import { centsField } from './money';
import { payFrequencySchema } from './payFrequency';
import { stateCodeSchema } from './stateCode';

/** The employer's state and, when it has its own notice, its unemployment (SUTA) rate and wage base. */
export const companyTaxSchema = z.object({
  state: stateCodeSchema,
  /** The company's total SUTA rate as a percentage, e.g. 3.4 for 3.4% (CA: UI plus ETT). */
  sutaRatePercent: z
    .number({ error: 'SUTA rate must be a percentage' })
    .min(0, 'SUTA rate cannot be negative')
    .max(100, 'SUTA rate must be at most 100%')
    .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
      message: 'SUTA rate can have at most 3 decimal places',
    })
    .optional(),
  /** The state's taxable wage base per employee per year, in cents. */
  sutaWageBase: centsField('SUTA wage base').optional(),
});
export type CompanyTax = z.infer<typeof companyTaxSchema>;

/** Wages already paid this calendar year by this employer, before this run (cents). */
export const yearToDateSchema = z.object({
  gross: centsField('Year-to-date gross').default(0),
  socialSecurityWages: centsField('Year-to-date Social Security wages').default(0),
  medicareWages: centsField('Year-to-date Medicare wages').default(0),
  futaWages: centsField('Year-to-date FUTA wages').default(0),
  sutaWages: centsField('Year-to-date SUTA wages').default(0),
});
export type YearToDate = z.infer<typeof yearToDateSchema>;

/** The year-to-date figures of an employee's first paycheck of the year. */
export const NO_WAGES_YET: YearToDate = Object.freeze(yearToDateSchema.parse({}));

const taxYearSchema = z
  .number({ error: 'Tax year must be a number' })
  .int('Tax year must be a whole year');

/** Pay date and tax year must agree: wages are taxed in the year they are paid. */
function payDateInTaxYear(input: { taxYear: number; payDate?: string | undefined }): boolean {
  return input.payDate === undefined || input.payDate.startsWith(`${input.taxYear}-`);
}
const payDateMismatch = {
  message: 'Pay date must fall in the tax year',
  path: ['payDate'],
};

/** One employee's pay in a run: the employee, their year-to-date wages and after-tax deductions. */
export const paycheckEntrySchema = z.object({
  employee: employeeTaxProfileSchema,
  ytd: yearToDateSchema.default(NO_WAGES_YET),
  /** After-tax deductions for this check (cents); they do not reduce taxable wages. */
  otherDeductions: centsField('Other deductions').default(0),
});
export type PaycheckEntry = z.infer<typeof paycheckEntrySchema>;
export type PaycheckEntryInput = z.input<typeof paycheckEntrySchema>;

const runFields = {
  taxYear: taxYearSchema,
  /** YYYY-MM-DD; needed where a state's rules change mid-year (GA, ID, UT in 2026). */
  payDate: isoDateSchema.optional(),
  frequency: payFrequencySchema,
  company: companyTaxSchema,
};

/** The input of `computePaycheck`. */
export const paycheckInputSchema = z
  .object({ ...runFields, ...paycheckEntrySchema.shape })
  .refine(payDateInTaxYear, payDateMismatch);
export type PaycheckInput = z.input<typeof paycheckInputSchema>;
export type ParsedPaycheckInput = z.infer<typeof paycheckInputSchema>;

/** The input of `computePayrollRun`: one company, one pay date, many employees. */
export const payrollRunInputSchema = z
  .object({ ...runFields, employees: z.array(paycheckEntrySchema) })
  .refine(payDateInTaxYear, payDateMismatch);
export type PayrollRunInput = z.input<typeof payrollRunInputSchema>;
export type ParsedPayrollRunInput = z.infer<typeof payrollRunInputSchema>;
