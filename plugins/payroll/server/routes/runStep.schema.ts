import { z } from 'zod';
import { isoDateSchema, recordIdSchema } from '@keel/core/domain';

/** The configure step's data: the whole employee list (money in dollars). */
export const configureDataSchema = z.object({
  employees: z.array(z.record(z.string(), z.unknown()), { error: 'employees must be a list' }),
  /**
   * The saved employees the list was edited from: only those left out are removed, so employees
   * someone else saved meanwhile are kept. Without it, every employee not listed is removed.
   */
  knownEmployeeIds: z.array(recordIdSchema).optional(),
});

const runIdSchema = z
  .string({ error: 'payrollRunId is required' })
  .min(1, { error: 'payrollRunId is required', abort: true })
  .pipe(recordIdSchema);

/**
 * The run step's data: the pay date (default: the next one for the company's frequency) and,
 * when its pay period already has an open run, that run's id: processing again replaces it.
 */
export const runDataSchema = z
  .object({
    payDate: z.string().optional(),
    replaceRunIds: z
      .array(recordIdSchema, { error: 'replaceRunIds must be a list of run ids' })
      .optional(),
  })
  .default({});

/**
 * The approve step's data: the run, and the employees to pay by check this run because their
 * bank details are missing (without them, such a run is refused).
 */
export const approveDataSchema = z.object({
  payrollRunId: runIdSchema,
  payByCheck: z
    .array(recordIdSchema, { error: 'payByCheck must be a list of employee ids' })
    .optional(),
});

/** The release step's data: the deposit hold to release. */
export const releaseDataSchema = z.object({
  holdId: z
    .string({ error: 'holdId is required' })
    .min(1, { error: 'holdId is required', abort: true })
    .pipe(recordIdSchema),
});

/** The discard step's data: the open run to discard. */
export const discardDataSchema = z.object({ payrollRunId: runIdSchema });

/** The void step's data: the approved run, and the date of the reversing entry (default today). */
export const voidDataSchema = z.object({
  payrollRunId: runIdSchema,
  voidDate: isoDateSchema.optional(),
});

/** Path parameters of the records routes. */
export const companyParamsSchema = z.object({ companyId: recordIdSchema });
export const runParamsSchema = z.object({ companyId: recordIdSchema, runId: recordIdSchema });
