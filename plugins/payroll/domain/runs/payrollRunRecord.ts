import { z } from 'zod';
import { centsSchema, isoDateSchema } from '@keel/core/domain';
import { stateCodeSchema } from '../tax';
import { payrollFrequencySchema } from './payPeriods';

/**
 * A run's status, as the spec colours them (spec 000 section 2.10), and 'void': an approved run
 * whose entry was reversed. Processing, pending and error runs are open: not yet approved.
 */
export const payrollRunStatusSchema = z.enum([
  'processing',
  'pending',
  'completed',
  'error',
  'void',
]);
export type PayrollRunStatus = z.infer<typeof payrollRunStatusSchema>;

const cents = centsSchema;

/** The wages this paycheck added to the employee's year-to-date figures (what the next run starts from). */
export const wagesAddedSchema = z.object({
  gross: cents,
  socialSecurityWages: cents,
  medicareWages: cents,
  futaWages: cents,
  sutaWages: cents,
});
export type WagesAdded = z.infer<typeof wagesAddedSchema>;

/** How the figure of each line of a paycheck was computed, as its paystub prints it. */
export const paycheckExplanationsSchema = z.object({
  gross: z.string(),
  federalIncomeTax: z.string(),
  socialSecurity: z.string(),
  medicare: z.string(),
  additionalMedicare: z.string(),
  stateIncomeTax: z.string(),
});

/** What the gross pay was earned by: an annual salary, or an hourly rate for the period's hours. */
export const payBasisRecordSchema = z.object({
  payType: z.enum(['salary', 'hourly']),
  /** Cents a year, for a salary. */
  annualSalary: cents.optional(),
  /** Cents an hour, for hourly pay. */
  hourlyRate: cents.optional(),
  /** The period's hours: hours per week x 52 / periods, to two decimals. */
  hoursInPeriod: z.number(),
});

/** One employee's paycheck in a stored run: every figure in cents, and how it is paid. */
export const paycheckRecordSchema = z.object({
  employeeId: z.string().min(1),
  name: z.string(),
  paymentMethod: z.enum(['direct_deposit', 'check']),
  gross: cents,
  federalIncomeTax: cents,
  socialSecurity: cents,
  medicare: cents,
  additionalMedicare: cents,
  stateIncomeTax: cents,
  /** Whether the state income tax is exact, and its label when it is an estimate. */
  stateIncomeTaxExact: z.boolean(),
  stateIncomeTaxLabel: z.string(),
  otherEmployeeTaxes: cents,
  /** The other employee taxes one by one (CA SDI, say), with how each was computed. */
  otherEmployeeTaxLines: z.array(
    z.object({ name: z.string(), amount: cents, explanation: z.string() }),
  ),
  otherDeductions: cents,
  net: cents,
  employer: z.object({ socialSecurity: cents, medicare: cents, futa: cents, suta: cents }),
  /** False when the state's SUTA rate is not known to Keel (the amount is then not exact). */
  sutaExact: z.boolean(),
  explanations: paycheckExplanationsSchema,
  payBasis: payBasisRecordSchema,
  /** The check that pays it, for an employee paid by check (numbered from 1000 per company). */
  checkNumber: z.number().int().optional(),
  wagesAdded: wagesAddedSchema,
});
export type PaycheckRecord = z.infer<typeof paycheckRecordSchema>;

/** A payroll run as Keel keeps it. */
export const payrollRunRecordSchema = z.object({
  id: z.string().min(1),
  taxYear: z.number().int(),
  frequency: payrollFrequencySchema,
  /** The company's state the run was computed for. */
  state: stateCodeSchema,
  payDate: isoDateSchema,
  periodStart: isoDateSchema,
  periodEnd: isoDateSchema,
  status: payrollRunStatusSchema,
  paychecks: z.array(paycheckRecordSchema),
  totalGrossPay: cents,
  totalNetPay: cents,
  totalEmployerTaxes: cents,
  createdAt: z.string(),
  createdBy: z.string(),
  approvedAt: z.string().optional(),
  approvedBy: z.string().optional(),
  /** The journal entry Approve & Distribute posted. */
  ledgerEntryId: z.string().optional(),
  /** Who voided the approved run, when, the date of the reversing entry, and its id. */
  voidedBy: z.string().optional(),
  voidedAt: z.string().optional(),
  voidDate: isoDateSchema.optional(),
  voidEntryId: z.string().optional(),
});
export type PayrollRunRecord = z.infer<typeof payrollRunRecordSchema>;
