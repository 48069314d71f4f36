import type { Sql } from 'postgres';
import type { JobStore } from '../../jobs/jobStore';
import {
  jobRecordSchema,
  scheduleRecordSchema,
  type JobRecord,
  type JobStoreChange,
  type ScheduleRecord,
} from '../../jobs/jobRecords';

/** The job store of PostgreSQL, plus `close`. */
export type PgJobs = JobStore & { close(): Promise<void> };

/**
 * Jobs and schedules in PostgreSQL (`jobs`, `job_schedules`), read whole at start and held in
 * memory like the embedded job log: a `put` changes memory at once and its rows in one
 * transaction, puts one after another in the order made.
 */
export async function pgJobs(sql: Sql): Promise<PgJobs> {
  const jobs = new Map<string, JobRecord>();
  const schedules = new Map<string, ScheduleRecord>();
  for (const row of await sql`SELECT data FROM jobs`) {
    const job = jobRecordSchema.parse(row.data);
    jobs.set(job.id, job);
  }
  for (const row of await sql`SELECT data FROM job_schedules`) {
    const schedule = scheduleRecordSchema.parse(row.data);
    schedules.set(schedule.id, schedule);
  }
  const json = (value: unknown) => sql.json(JSON.parse(JSON.stringify(value)) as never);
  let writing: Promise<void> = Promise.resolve();
  let closed = false;
  return {
    job: (id) => jobs.get(id),
    jobs: () => [...jobs.values()],
    schedule: (id) => schedules.get(id),
    schedules: () => [...schedules.values()],
    put(...changes: JobStoreChange[]) {
      for (const change of changes) {
        if ('job' in change) jobs.set(change.job.id, change.job);
        else if ('schedule' in change) schedules.set(change.schedule.id, change.schedule);
        else if ('removeJob' in change) jobs.delete(change.removeJob);
        else schedules.delete(change.removeSchedule);
      }
      if (closed) return Promise.resolve();
      const run = writing.then(() =>
        sql.begin(async (tx) => {
          for (const change of changes) {
            if ('job' in change)
              await tx`INSERT INTO jobs (id, data) VALUES (${change.job.id}, ${json(change.job)})
                ON CONFLICT (id) DO UPDATE SET data = excluded.data`;
            else if ('schedule' in change)
              await tx`INSERT INTO job_schedules (id, data) VALUES (${change.schedule.id}, ${json(change.schedule)})
                ON CONFLICT (id) DO UPDATE SET data = excluded.data`;
            else if ('removeJob' in change)
              await tx`DELETE FROM jobs WHERE id = ${change.removeJob}`;
            else await tx`DELETE FROM job_schedules WHERE id = ${change.removeSchedule}`;
          }
        }),
      );
      writing = run.then(
        () => {},
        () => {},
      );
      return run.then(() => {});
    },
    async close() {
      closed = true;
      await writing;
    },
  };
}
