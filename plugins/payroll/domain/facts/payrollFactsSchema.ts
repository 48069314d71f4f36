import { z } from 'zod';
import { centsSchema, isoDateSchema } from '@keel/core/domain';
import { payrollRunStatusSchema } from '../runs/payrollRunRecord';

/**
 * The payroll facts Payroll tells other plugins (the `payroll.facts` service): summaries of runs,
 * tax liabilities, deposits and returns due, head count. Amounts are integer cents. Never
 * restricted data: no employee names, Social Security or bank numbers (not even last four
 * digits), no one employee's pay.
 */

const cents = centsSchema;
const count = z.number().int().nonnegative();

/** A calendar quarter. */
export const quarterSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** A quarter of a year: the period liabilities and Form 941 are counted by. */
export const yearQuarterSchema = z.object({ year: z.number().int(), quarter: quarterSchema });

/** Days from `from` to `to`, both included. */
export const dateRangeSchema = z.object({ from: isoDateSchema, to: isoDateSchema });

/** One payroll run, summed: what it paid and withheld, never per employee. */
export const payrollRunFactSchema = z.object({
  id: z.string().min(1),
  payPeriod: dateRangeSchema,
  payDate: isoDateSchema,
  /** processing, pending and error runs await approval; completed ones are paid; void ones reversed. */
  status: payrollRunStatusSchema,
  /** How many employees it pays. */
  headCount: count,
  grossCents: cents,
  netCents: cents,
  /** Every tax withheld from the employees. */
  employeeTaxesCents: cents,
  /** The employer's own Social Security, Medicare, FUTA and SUTA. */
  employerTaxesCents: cents,
});

/** The taxes a payroll owes, each employee or employer share apart. */
export const payrollTaxSchema = z.enum([
  'federalIncomeTax',
  'socialSecurityEmployee',
  'socialSecurityEmployer',
  'medicareEmployee',
  'medicareEmployer',
  'additionalMedicare',
  'futa',
  'suta',
  'stateIncomeTax',
  /** Other taxes a state withholds from employees (California SDI, say). */
  'otherStateTaxes',
]);

/** Where a tax is reported: Form 941 (deposited by the deposit schedule), Form 940, or the state. */
export const reportedOnSchema = z.enum(['941', '940', 'state']);

/** What was paid of a liability, as far as Keel knows, and what is still owed. */
const paymentFields = {
  /** Deposited or paid of it; null: Keel keeps no record of tax payments, so it does not know. */
  paidCents: cents.nullable(),
  /** The amount less what Keel knows was paid (all of it while `paidCents` is null). */
  owedCents: cents,
};

/** A tax's liability in one quarter and jurisdiction, from the approved runs paid in it. */
export const taxLiabilitySchema = z.object({
  tax: payrollTaxSchema,
  /** 'US' for federal taxes, else the two-letter state code of the runs. */
  jurisdiction: z.string().min(2),
  reportedOn: reportedOnSchema,
  period: yearQuarterSchema,
  liabilityCents: cents,
  ...paymentFields,
});

/** The approved runs of a quarter, summed. */
export const periodTotalsSchema = z.object({
  period: yearQuarterSchema,
  runs: count,
  grossCents: cents,
  netCents: cents,
  employeeTaxesCents: cents,
  employerTaxesCents: cents,
});

/** Monthly or semiweekly (shared/tax/us-payroll-2026.md §3.1). */
export const depositScheduleSchema = z.enum(['monthly', 'semiweekly']);

/** The federal deposit schedule of a payday on the facts' date, and the lookback it comes from. */
export const depositScheduleFactSchema = z.object({
  year: z.number().int(),
  schedule: depositScheduleSchema,
  lookbackPeriod: dateRangeSchema,
  /** The Form 941 liability of the runs paid in the lookback period. */
  lookbackLiabilityCents: cents,
  /** True when the $100,000 next-day rule, not the lookback, made the schedule semiweekly. */
  byNextDayRule: z.boolean(),
});

/** One federal tax deposit (the Form 941 taxes of its paydays) and when it is due. */
export const federalDepositFactSchema = z.object({
  dueDate: isoDateSchema,
  /** The quarter of its liability: a deposit period spanning two quarters makes two deposits. */
  period: yearQuarterSchema,
  paydays: z.array(isoDateSchema),
  amountCents: cents,
  schedule: depositScheduleSchema,
  /** Due the next business day: its period's liability reached $100,000. */
  nextDay: z.boolean(),
  ...paymentFields,
});

/** A federal return or information return the paydays make due. */
export const returnDueFactSchema = z.object({
  form: z.enum(['941', '940', 'W-2/W-3']),
  taxYear: z.number().int(),
  /** The quarter of a Form 941; null for the annual forms. */
  quarter: quarterSchema.nullable(),
  covers: dateRangeSchema,
  dueDate: isoDateSchema,
});

/** Everything Payroll tells about a company's payroll, as of a date. */
export const payrollFactsSchema = z.object({
  /** The date the facts were computed for (the next pay date and the schedule depend on it). */
  asOf: isoDateSchema,
  /** The employees on the payroll (an employee removed from the list is no longer counted). */
  activeEmployees: count,
  /** The next regular pay date after the last paid run; null before payroll is set up. */
  nextPayDate: isoDateSchema.nullable(),
  /** Every run, newest pay date first. */
  runs: z.array(payrollRunFactSchema),
  /** Approved runs only, by quarter, oldest first. */
  totals: z.array(periodTotalsSchema),
  /** Approved runs only, by quarter, then tax and jurisdiction. */
  liabilities: z.array(taxLiabilitySchema),
  depositSchedule: depositScheduleFactSchema,
  /** Every federal deposit of the approved runs, by due date. */
  deposits: z.array(federalDepositFactSchema),
  /** Forms 941, 940 and W-2/W-3 the approved runs make due, by due date. */
  returns: z.array(returnDueFactSchema),
});
export type PayrollFacts = z.output<typeof payrollFactsSchema>;
export type PayrollRunFact = z.output<typeof payrollRunFactSchema>;
export type PayrollTax = z.output<typeof payrollTaxSchema>;
export type TaxLiability = z.output<typeof taxLiabilitySchema>;
export type PeriodTotals = z.output<typeof periodTotalsSchema>;
export type DepositScheduleFact = z.output<typeof depositScheduleFactSchema>;
export type FederalDepositFact = z.output<typeof federalDepositFactSchema>;
export type ReturnDueFact = z.output<typeof returnDueFactSchema>;

/** The facts, or the refusal a role without payroll access gets instead (never an error). */
export const payrollFactsAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ready'), facts: payrollFactsSchema }),
  z.object({ status: z.literal('no-access') }),
]);
export type PayrollFactsAnswer = z.output<typeof payrollFactsAnswerSchema>;
