import { z } from 'zod';

/** Where a job is: waiting for a worker, running, or finished one of three ways. */
export const jobStatuses = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export const jobStatusSchema = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** Whether a job in this status is over (it will not move again). */
export function isJobFinished(status: JobStatus): boolean {
  return status === 'done' || status === 'failed' || status === 'cancelled';
}

/** The longest progress message kept; longer ones are cut. */
export const JOB_MESSAGE_MAX = 200;

/** A job kind's id: the plugin's id, a dot, the kind's name ('fraud.scan'). */
export const jobKindSchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{1,31}\.[a-z][A-Za-z0-9-]{0,47}$/,
    'Job kinds are <plugin-id>.<name>, e.g. fraud.scan',
  );

/** Any value JSON can carry: what a job takes as input and stores as its result. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A job as the REST API, its events and the browser see it. The input stays on the server (it is
 * the plugin's); the result is what the job's handler returned, once done.
 */
export const jobSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  kind: jobKindSchema,
  status: jobStatusSchema,
  /** How far along, 0 to 1. */
  progress: z.number().min(0).max(1),
  /** What it is doing, in words a person understands ('Checked 120 of 500 transactions'). */
  message: z.string(),
  result: z.json().nullable(),
  /** Why it failed, or was stopped by a restart. */
  error: z.string().nullable(),
  /** The user who started it (or created its schedule); null for the server's own. */
  startedBy: z.string().nullable(),
  /** The schedule that started it, if one did. */
  scheduleId: z.string().nullable(),
  /** How many times a worker began it: 2 after a rerun that followed a restart. */
  attempts: z.number().int().min(0),
  /** ISO timestamps. */
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Someone asked it to stop; it is running until its handler sees that. */
  cancelRequested: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;

/** `GET /api/companies/:companyId/jobs`: the filters, all optional. */
export const jobListQuerySchema = z.object({
  kind: jobKindSchema.optional(),
  status: jobStatusSchema.optional(),
  /** Newest first, at most this many (default 50, at most 200). */
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** The answer of the list route. */
export const jobListSchema = z.object({ jobs: z.array(jobSchema) });
/** The answer of the one-job and cancel routes. */
export const jobAnswerSchema = z.object({ job: jobSchema });
