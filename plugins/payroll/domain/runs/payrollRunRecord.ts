import { z } from 'zod';
import { centsSchema, isoDateSchema } from '@keel/core/domain';
import { payrollFrequencySchema } from './payPeriods';

/** A run's status, as the spec colours them (spec 000 section 2.10). */
export const payrollRunStatusSchema = z.enum(['processing', 'pending', 'completed', 'error']);
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
  otherDeductions: cents,
  net: cents,
  employer: z.object({ socialSecurity: cents, medicare: cents, futa: cents, suta: cents }),
  /** False when the state's SUTA rate is not known to Keel (the amount is then not exact). */
  sutaExact: z.boolean(),
  wagesAdded: wagesAddedSchema,
});
export type PaycheckRecord = z.infer<typeof paycheckRecordSchema>;

/** A payroll run as Keel keeps it. */
export const payrollRunRecordSchema = z.object({
  id: z.string().min(1),
  taxYear: z.number().int(),
  frequency: payrollFrequencySchema,
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
});
export type PayrollRunRecord = z.infer<typeof payrollRunRecordSchema>;
