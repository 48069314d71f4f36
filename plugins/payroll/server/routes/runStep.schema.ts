import { z } from 'zod';
import { recordIdSchema } from '@keel/core/domain';

/** The spec's payroll save (spec 000 section 7): POST /api/payroll/run {userId, step, data}, plus companyId. */
export const runStepBodySchema = z.object({
  userId: recordIdSchema.optional(),
  companyId: z
    .string({ error: 'companyId is required' })
    .min(1, { error: 'companyId is required', abort: true })
    .pipe(recordIdSchema),
  step: z.enum(['setup', 'configure', 'run', 'approve'], {
    error: 'step must be setup, configure, run or approve',
  }),
  data: z.unknown(),
});

/** The configure step's data: the whole employee list (money in dollars). */
export const configureDataSchema = z.object({
  employees: z.array(z.record(z.string(), z.unknown()), { error: 'employees must be a list' }),
  /**
   * The saved employees the list was edited from: only those left out are removed, so employees
   * someone else saved meanwhile are kept. Without it, every employee not listed is removed.
   */
  knownEmployeeIds: z.array(recordIdSchema).optional(),
});

/** The run step's data: the pay date (default: the next one for the company's frequency). */
export const runDataSchema = z.object({ payDate: z.string().optional() }).default({});

/** The approve step's data. */
export const approveDataSchema = z.object({
  payrollRunId: z
    .string({ error: 'payrollRunId is required' })
    .min(1, { error: 'payrollRunId is required', abort: true })
    .pipe(recordIdSchema),
});

/** Path parameters of the records routes. */
export const companyParamsSchema = z.object({ companyId: recordIdSchema });
export const runParamsSchema = z.object({ companyId: recordIdSchema, runId: recordIdSchema });
