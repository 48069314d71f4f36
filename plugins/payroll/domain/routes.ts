import { z } from 'zod';
import { defineRoute, recordIdSchema } from '@keel/core/domain';

/** The steps of POST /api/payroll/run. */
export const runStepNames = [
  'setup',
  'configure',
  'run',
  'approve',
  'discard',
  'void',
  'release',
] as const;
export type RunStepName = (typeof runStepNames)[number];

/** The spec's payroll save (spec 000 section 7): POST /api/payroll/run {userId, step, data}, plus companyId. */
export const runStepBodySchema = z.object({
  userId: recordIdSchema.optional(),
  companyId: z
    .string({ error: 'companyId is required' })
    .min(1, { error: 'companyId is required', abort: true })
    .pipe(recordIdSchema),
  step: z.enum(runStepNames, {
    error: 'step must be setup, configure, run, approve, discard, void or release',
  }),
  data: z.unknown(),
});

/** Employees saved at once (Add Employee, Batch Upload): POST /api/payroll/employees/{companyId}. */
export const employeesBodySchema = z.object({
  employees: z.array(z.record(z.string(), z.unknown()), { error: 'employees must be a list' }),
});

/**
 * The answer of a step: its message, and for 'run' and 'approve' the run (domain/runs'
 * payrollRunView: amounts in dollars), of which the wizard reads the id.
 */
export const runStepAnswerSchema = z.object({
  message: z.string(),
  payrollRun: z.object({ id: z.string() }).optional(),
});
export type RunStepAnswer = z.output<typeof runStepAnswerSchema>;

/** The answer of an employee change: what was done, in a sentence. */
export const employeesAnswerSchema = z.object({ message: z.string() });

/** A stored run of View Stored Records. */
export const storedRunSchema = z.object({
  id: z.string(),
  payDate: z.string(),
  status: z.string(),
  totalGrossPay: z.string(),
});
export type StoredRun = z.output<typeof storedRunSchema>;

/** A direct deposit of View Stored Records ('void' once its run was voided). */
export const storedTransactionSchema = z.object({
  id: z.string(),
  description: z.string(),
  transactionDate: z.string(),
  reference: z.string(),
  amount: z.string(),
  status: z.enum(['completed', 'void']),
});
export type StoredTransaction = z.output<typeof storedTransactionSchema>;

/** Payroll's REST routes, served on its own router at /api/payroll (spec 000 section 7). */
export const payrollRoutes = {
  runStep: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/run',
    body: runStepBodySchema,
    answer: runStepAnswerSchema,
  }),
  saveEmployees: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/employees/:companyId',
    body: employeesBodySchema,
    answer: employeesAnswerSchema,
  }),
  removeEmployee: defineRoute({
    mount: 'plugin',
    method: 'DELETE',
    path: '/employees/:companyId/:employeeId',
    answer: employeesAnswerSchema,
  }),
  storedRuns: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/runs/:companyId',
    answer: z.object({ payrollRuns: z.array(storedRunSchema), totalRuns: z.number() }),
  }),
  storedTransactions: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/transactions/:companyId',
    answer: z.object({
      transactions: z.array(storedTransactionSchema),
      totalTransactions: z.number(),
    }),
  }),
  nacha: defineRoute({ mount: 'plugin', method: 'GET', path: '/runs/:companyId/:runId/nacha' }),
  registerCsv: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/runs/:companyId/:runId/register.csv',
  }),
  paystubs: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/runs/:companyId/:runId/paystubs.pdf',
  }),
  /** A POST: printing checks spends their numbers. */
  checks: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/runs/:companyId/:runId/checks.pdf',
  }),
  prenotes: defineRoute({ mount: 'plugin', method: 'POST', path: '/prenotes/:companyId' }),
};
