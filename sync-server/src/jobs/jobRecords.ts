import { z } from 'zod';
import { jobKindSchema, jobSchema } from '@keel/core/domain';

/** A job as stored: what the API shows, and the input its handler gets. */
export const jobRecordSchema = jobSchema.extend({ input: z.json() });
export type JobRecord = z.infer<typeof jobRecordSchema>;

/** A schedule as stored, with the input of the jobs it starts. */
export const scheduleRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  kind: jobKindSchema,
  key: z.string().nullable(),
  at: z.string().nullable(),
  every: z.number().int().positive().nullable(),
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  lastJobId: z.string().nullable(),
  by: z.string().nullable(),
  createdAt: z.string(),
  input: z.json(),
});
export type ScheduleRecord = z.infer<typeof scheduleRecordSchema>;

/** One change to the job store; the changes of one `put` reach the disk together or not at all. */
export const jobStoreChangeSchema = z.union([
  z.object({ job: jobRecordSchema }),
  z.object({ schedule: scheduleRecordSchema }),
  z.object({ removeJob: z.string() }),
  z.object({ removeSchedule: z.string() }),
]);
export type JobStoreChange = z.infer<typeof jobStoreChangeSchema>;
