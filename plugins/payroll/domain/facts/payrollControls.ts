import { z } from 'zod';
import { centsSchema, isoDateSchema } from '@keel/core/domain';
import type { PayrollTables } from '../readPayrollBooks';
import { payrollRunStatusSchema } from '../runs/payrollRunRecord';
import type { BankChange } from './bankChanges';
import type { CompanyBankChange } from './companyBankChanges';

/** A payroll run with who prepared and who approved it. */
export const runControlSchema = z.object({
  id: z.string(),
  payDate: isoDateSchema,
  status: payrollRunStatusSchema,
  preparedAt: z.string(),
  preparedBy: z.string(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
});

/** One paycheck of a run: the employee and their net pay. */
export const paycheckControlSchema = z.object({
  runId: z.string(),
  payDate: isoDateSchema,
  /** The first day of the pay period the paycheck pays. */
  periodStart: isoDateSchema,
  status: payrollRunStatusSchema,
  employeeId: z.string(),
  employeeName: z.string(),
  netCents: centsSchema,
});

/** An employee as the controls see them: never their numbers. */
export const employeeControlSchema = z.object({
  id: z.string(),
  name: z.string(),
  paymentMethod: z.enum(['direct_deposit', 'check']),
  hasSsn: z.boolean(),
  /** Last four digits of the direct-deposit account; '' when none. */
  accountLast4: z.string(),
  /** The other employees paid into the same account (same routing and account numbers). */
  sharesAccountWith: z.array(z.string()),
  /**
   * The vendors whose payment bank account (Bookkeeping's vendor identifiers) is this employee's
   * direct-deposit account, by vendor id; matched on the server by keyed fingerprint.
   */
  sharesAccountWithVendors: z.array(z.string()),
  /** Whether a prenote was sent for the account payroll pays into now. */
  prenoted: z.boolean(),
  /** The last day of employment of a terminated employee; null while employed. */
  terminationDate: isoDateSchema.nullable(),
});

/** A change to an employee's direct-deposit account: when, by whom, and the new last four digits. */
export const bankChangeControlSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  at: z.string(),
  by: z.string(),
  userId: z.string(),
  accountLast4: z.string(),
  /** False for an employee's first account. */
  replaced: z.boolean(),
});

/**
 * A change to the company's own payroll bank account (the one payroll is paid from): when, by
 * whom, and the last four digits before and after.
 */
export const companyBankChangeControlSchema = z.object({
  id: z.string(),
  at: z.string(),
  by: z.string(),
  userId: z.string(),
  /** '' for the company's first account. */
  previousLast4: z.string(),
  accountLast4: z.string(),
});

/**
 * What payroll's controls and fraud checks read (`PayrollFactsService.controls`): who prepared and
 * approved each run, each paycheck's net pay, the employees (never a full number) with who shares
 * a direct-deposit account, the changes to those accounts and to the company's payroll account.
 */
export const payrollControlsSchema = z.object({
  runs: z.array(runControlSchema),
  paychecks: z.array(paycheckControlSchema),
  employees: z.array(employeeControlSchema),
  bankChanges: z.array(bankChangeControlSchema),
  companyBankChanges: z.array(companyBankChangeControlSchema),
});
export type PayrollControls = z.output<typeof payrollControlsSchema>;

/** The answer: the controls, or no access for a role without payroll access. */
export const payrollControlsAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ready'), controls: payrollControlsSchema }),
  z.object({ status: z.literal('no-access') }),
]);
export type PayrollControlsAnswer = z.output<typeof payrollControlsAnswerSchema>;

/** What the sealed numbers tell, computed where they are kept: nothing of the numbers leaves. */
export interface SealedFacts {
  /** Groups of employee ids paid into one account (two or more each). */
  sharedAccounts: readonly (readonly string[])[];
  /** Employees whose current account was prenoted. */
  prenoted: ReadonlySet<string>;
  /** Employee id -> the vendors whose payment bank account is that employee's account. */
  vendorAccounts: ReadonlyMap<string, readonly string[]>;
}

/** The controls of a company's payroll. */
export function payrollControls(
  books: PayrollTables,
  changes: readonly BankChange[],
  sealed: SealedFacts,
  companyChanges: readonly CompanyBankChange[],
): PayrollControls {
  const names = new Map(books.employees.map((e) => [e.id, `${e.firstName} ${e.lastName}`.trim()]));
  const runs = [...books.runs].sort(
    (a, b) => a.payDate.localeCompare(b.payDate) || a.id.localeCompare(b.id),
  );
  return {
    runs: runs.map((run) => ({
      id: run.id,
      payDate: run.payDate,
      status: run.status,
      preparedAt: run.createdAt,
      preparedBy: run.createdBy,
      approvedAt: run.approvedAt ?? null,
      approvedBy: run.approvedBy ?? null,
    })),
    paychecks: runs.flatMap((run) =>
      run.paychecks.map((p) => ({
        runId: run.id,
        payDate: run.payDate,
        periodStart: run.periodStart,
        status: run.status,
        employeeId: p.employeeId,
        employeeName: p.name,
        netCents: p.net,
      })),
    ),
    employees: books.employees.map((e) => ({
      id: e.id,
      name: names.get(e.id) ?? e.id,
      paymentMethod: e.paymentMethod,
      hasSsn: (e.ssnLast4 ?? '') !== '',
      accountLast4: e.accountLast4,
      sharesAccountWith: (sealed.sharedAccounts.find((g) => g.includes(e.id)) ?? [])
        .filter((id) => id !== e.id)
        .slice()
        .sort(),
      sharesAccountWithVendors: [...(sealed.vendorAccounts.get(e.id) ?? [])].sort(),
      prenoted: sealed.prenoted.has(e.id),
      terminationDate: e.status === 'terminated' ? (e.terminationDate ?? null) : null,
    })),
    bankChanges: changes.map((c) => ({
      id: c.id,
      employeeId: c.employeeId,
      employeeName: names.get(c.employeeId) ?? c.employeeId,
      at: c.at,
      by: c.by,
      userId: c.userId,
      accountLast4: c.accountLast4,
      replaced: c.replaced,
    })),
    companyBankChanges: companyChanges.map((c) => ({
      id: c.id,
      at: c.at,
      by: c.by,
      userId: c.userId,
      previousLast4: c.previousLast4,
      accountLast4: c.accountLast4,
    })),
  };
}
