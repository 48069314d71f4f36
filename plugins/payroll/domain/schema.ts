import { z } from 'zod';

/**
 * Payroll's synced tables. All live in the restricted 'payroll' scope: a company document of
 * their own, which roles without payroll access never receive. Full bank account and routing
 * numbers never enter them (sealed on the server, shown masked).
 */
export const PAYROLL_SCOPE = 'payroll';

/** Who may read and change payroll: not viewers. */
export const payrollScopeAccess = {
  read: ['owner', 'admin', 'accountant', 'cpa', 'bookkeeper'],
  write: ['owner', 'admin', 'accountant', 'cpa', 'bookkeeper'],
} as const;

/** The roles that may approve a run (and so post it to the books): not bookkeepers or viewers. */
export const payrollApprovers = ['owner', 'admin', 'accountant', 'cpa'] as const;

/** The table of the company's payroll setup; its one row is SETUP_ROW. */
export const SETUP_TABLE = 'setup';
export const SETUP_ROW = 'company';
/** The table of employees, one row per employee (the employee id is the row id). */
export const EMPLOYEES_TABLE = 'employees';
/** The table of payroll runs, one row per run (the run id is the row id). */
export const RUNS_TABLE = 'runs';
/** The check register: one row per printed check (the check number is the row id). */
export const CHECKS_TABLE = 'checks';

/** The setup step's company information and bank account, with the bank numbers masked. */
export const setupRowSchema = z.object({
  companyName: z.string(),
  ein: z.string(),
  businessAddress: z.string(),
  primaryState: z.string(),
  businessType: z.string(),
  payrollFrequency: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountType: z.string(),
  /** Last four digits of the routing and account numbers. */
  routingLast4: z.string(),
  accountLast4: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type SetupRow = z.output<typeof setupRowSchema>;

/** An employee as a flat row: the whole record as JSON (written whole by the server), masked. */
export const employeeRowSchema = z.object({
  /** The employee without full bank numbers (JSON of `storedEmployeeSchema`). */
  employee: z.string(),
  lastName: z.string(),
  firstName: z.string(),
});
export type EmployeeRow = z.output<typeof employeeRowSchema>;

/** A payroll run as a row: its record as JSON, and the cells lists sort and filter by. */
export const runRowSchema = z.object({
  /** JSON of `payrollRunRecordSchema`. */
  record: z.string(),
  payDate: z.string(),
  status: z.string(),
});
export type RunRow = z.output<typeof runRowSchema>;

/** A printed check as a row: its record as JSON, and its run and status for lists. */
export const checkRowSchema = z.object({
  /** JSON of `printedCheckSchema`. */
  record: z.string(),
  runId: z.string(),
  /** 'printed', or 'void' once its run was discarded or voided. */
  status: z.string(),
});
export type CheckRow = z.output<typeof checkRowSchema>;

/**
 * The tables of the Payroll plugin. Only the server writes them, through the payroll routes,
 * whose checks (bank numbers sealed, tax tables, approval by an approver, one open run per
 * period, check numbers) sync could not make; the payroll scope's writers may call them
 * (docs/plugins.md, "Who writes a table").
 */
export const payrollTables = {
  [SETUP_TABLE]: { schema: setupRowSchema, scope: PAYROLL_SCOPE, writtenBy: 'server' },
  [EMPLOYEES_TABLE]: { schema: employeeRowSchema, scope: PAYROLL_SCOPE, writtenBy: 'server' },
  [RUNS_TABLE]: { schema: runRowSchema, scope: PAYROLL_SCOPE, writtenBy: 'server' },
  [CHECKS_TABLE]: { schema: checkRowSchema, scope: PAYROLL_SCOPE, writtenBy: 'server' },
} as const;
