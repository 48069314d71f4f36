import { randomBytes } from 'node:crypto';
import type { Sql } from 'postgres';
import { LeaseLost, type JobStore, type SharedJobs } from '../../jobs/jobStore';
import {
  jobRecordSchema,
  scheduleRecordSchema,
  type JobRecord,
  type JobStoreChange,
  type ScheduleRecord,
} from '../../jobs/jobRecords';

/** The job store of PostgreSQL, plus `close`. */
export type PgJobs = JobStore & { shared: SharedJobs; close(): Promise<void> };

/** Fired schedule runs are remembered this long (a run is claimed within its interval). */
const KEEP_OCCURRENCES_DAYS = 30;

const unfinished = ['queued', 'running'];

/**
 * Jobs and schedules in PostgreSQL (`jobs`, `job_schedules`), held in memory like the embedded job
 * log: a `put` changes memory at once and its rows in one transaction, puts one after another in
 * the order made. Several processes share the tables (`shared`): each reads what the others
 * changed (`refresh`), and runs a job only under a lease on its row, fires a schedule run only
 * once it has claimed it (migrations/002_job_leases.sql). A process writes a job's row only while
 * the lease is its own (or nobody's): what a process that lost the lease reports is refused.
 */
export async function pgJobs(sql: Sql): Promise<PgJobs> {
  const owner = randomBytes(12).toString('base64url');
  const jobs = new Map<string, JobRecord>();
  const schedules = new Map<string, ScheduleRecord>();
  /**
   * Rows this process is writing, and when it last finished writing each (a count of finished
   * puts): a refresh leaves them as memory has them, since it may have read them before the write.
   */
  const writing = new Map<string, number>();
  const written = new Map<string, number>();
  let puts = 0;
  const mine = (key: string, since: number) => writing.has(key) || (written.get(key) ?? -1) > since;
  const rowKey = (change: JobStoreChange) =>
    'job' in change
      ? `job:${change.job.id}`
      : 'schedule' in change
        ? `schedule:${change.schedule.id}`
        : 'removeJob' in change
          ? `job:${change.removeJob}`
          : `schedule:${change.removeSchedule}`;
  const apply = (change: JobStoreChange) => {
    if ('job' in change) jobs.set(change.job.id, change.job);
    else if ('schedule' in change) schedules.set(change.schedule.id, change.schedule);
    else if ('removeJob' in change) jobs.delete(change.removeJob);
    else schedules.delete(change.removeSchedule);
  };
  /** Jobs whose put was refused: memory has them as stored, and the next refresh reports them. */
  const refused = new Set<string>();
  const readRefused = async (ids: string[]) => {
    const rows = await sql<{ data: unknown }[]>`SELECT data FROM jobs WHERE id IN ${sql(ids)}`;
    const stored = new Map(rows.map((row) => [jobRecordSchema.parse(row.data).id, row.data]));
    for (const id of ids) {
      const data = stored.get(id);
      if (data === undefined) jobs.delete(id);
      else jobs.set(id, jobRecordSchema.parse(data));
      refused.add(id);
    }
  };
  /** Transactions below this one had all ended when this process last read the tables. */
  let horizon = '0';
  const refresh = async () => {
    const since = puts;
    const { jobRows, scheduleRows, next } = await sql.begin(
      'isolation level repeatable read',
      async (tx) => {
        const [snapshot] = await tx<{ next: string }[]>`
          SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS next`;
        return {
          next: snapshot!.next,
          jobRows: await tx<{ data: unknown }[]>`
            SELECT data FROM jobs WHERE changed_by >= ${horizon}::xid8`,
          scheduleRows: await tx<{ data: unknown }[]>`
            SELECT data FROM job_schedules WHERE changed_by >= ${horizon}::xid8`,
        };
      },
    );
    horizon = next;
    const changed = { jobs: [] as JobRecord[], schedules: [] as ScheduleRecord[] };
    for (const row of jobRows) {
      const job = jobRecordSchema.parse(row.data);
      const known = jobs.get(job.id);
      if (mine(`job:${job.id}`, since) || JSON.stringify(known) === JSON.stringify(job)) continue;
      jobs.set(job.id, job);
      changed.jobs.push(job);
    }
    for (const row of scheduleRows) {
      const schedule = scheduleRecordSchema.parse(row.data);
      const known = schedules.get(schedule.id);
      if (mine(`schedule:${schedule.id}`, since)) continue;
      if (JSON.stringify(known) === JSON.stringify(schedule)) continue;
      schedules.set(schedule.id, schedule);
      changed.schedules.push(schedule);
    }
    for (const [key, at] of written) if (at <= since) written.delete(key);
    for (const id of refused) {
      const job = jobs.get(id);
      if (job && !changed.jobs.some((known) => known.id === id)) changed.jobs.push(job);
    }
    refused.clear();
    return changed;
  };
  await refresh();
  await sql`DELETE FROM job_occurrences
    WHERE claimed_at < now() - ${KEEP_OCCURRENCES_DAYS} * interval '1 day'`;

  const json = (value: unknown) => sql.json(JSON.parse(JSON.stringify(value)) as never);
  let queue: Promise<void> = Promise.resolve();
  let closed = false;
  let newJobLeaseMs = 30_000;
  const shared: SharedJobs = {
    owner,
    refresh,
    leaseNewJobs(leaseMs) {
      newJobLeaseMs = leaseMs;
    },
    async claim(jobId, leaseMs) {
      const [row] = await sql<{ data: unknown; cancel_requested: boolean }[]>`
        UPDATE jobs SET lease_owner = ${owner}, lease_until = now() + ${leaseMs} * interval '1 millisecond'
        WHERE id = ${jobId} AND data->>'status' IN ${sql(unfinished)}
          AND (lease_owner = ${owner} OR lease_until IS NULL OR lease_until <= now())
        RETURNING data, cancel_requested`;
      if (!row) return undefined;
      const stored = jobRecordSchema.parse(row.data);
      const job = row.cancel_requested ? { ...stored, cancelRequested: true } : stored;
      if (!writing.has(`job:${job.id}`)) jobs.set(job.id, job);
      return job;
    },
    async renew(jobIds, leaseMs) {
      if (jobIds.length === 0) return { held: [], cancel: [] };
      const rows = await sql<{ id: string; cancel_requested: boolean }[]>`
        UPDATE jobs SET lease_until = now() + ${leaseMs} * interval '1 millisecond'
        WHERE id IN ${sql(jobIds)} AND lease_owner = ${owner}
        RETURNING id, cancel_requested`;
      return {
        held: rows.map((row) => row.id),
        cancel: rows.filter((row) => row.cancel_requested).map((row) => row.id),
      };
    },
    async requestCancel(jobId) {
      const rows = await sql`UPDATE jobs SET cancel_requested = true
        WHERE id = ${jobId} AND data->>'status' IN ${sql(unfinished)} RETURNING id`;
      return rows.length === 1;
    },
    async release() {
      await sql`UPDATE jobs SET lease_until = now()
        WHERE lease_owner = ${owner} AND data->>'status' IN ${sql(unfinished)}`;
    },
    async unleased() {
      const rows = await sql<{ id: string }[]>`
        SELECT id FROM jobs WHERE data->>'status' IN ${sql(unfinished)}
          AND (lease_until IS NULL OR lease_until <= now())`;
      return rows.map((row) => row.id);
    },
    async claimRun(key) {
      const rows = await sql`INSERT INTO job_occurrences (key, owner) VALUES (${key}, ${owner})
        ON CONFLICT (key) DO NOTHING RETURNING key`;
      return rows.length === 1;
    },
    remember: apply,
  };

  return {
    job: (id) => jobs.get(id),
    jobs: () => [...jobs.values()],
    schedule: (id) => schedules.get(id),
    schedules: () => [...schedules.values()],
    shared,
    put(...changes: JobStoreChange[]) {
      changes.forEach(apply);
      if (closed) return Promise.resolve();
      const keys = changes.map(rowKey);
      for (const key of keys) writing.set(key, (writing.get(key) ?? 0) + 1);
      const run = queue.then(() =>
        sql
          .begin(async (tx) => {
            const leasedElsewhere: string[] = [];
            for (const change of changes) {
              if ('job' in change) {
                const rows = await tx`INSERT INTO jobs (id, data, lease_owner, lease_until)
                VALUES (${change.job.id}, ${json(change.job)}, ${owner}, now() + ${newJobLeaseMs} * interval '1 millisecond')
                ON CONFLICT (id) DO UPDATE SET data = excluded.data, changed_by = pg_current_xact_id()
                WHERE jobs.lease_owner IS NULL OR jobs.lease_owner = ${owner}
                RETURNING id`;
                if (rows.length === 0) leasedElsewhere.push(change.job.id);
              } else if ('schedule' in change)
                await tx`INSERT INTO job_schedules (id, data) VALUES (${change.schedule.id}, ${json(change.schedule)})
                ON CONFLICT (id) DO UPDATE SET data = excluded.data, changed_by = pg_current_xact_id()`;
              else if ('removeJob' in change)
                await tx`DELETE FROM jobs WHERE id = ${change.removeJob}`;
              else await tx`DELETE FROM job_schedules WHERE id = ${change.removeSchedule}`;
            }
            if (leasedElsewhere.length > 0) throw new LeaseLost(leasedElsewhere);
          })
          .catch(async (error: unknown) => {
            if (error instanceof LeaseLost) await readRefused(error.jobIds);
            throw error;
          }),
      );
      queue = run.then(
        () => {},
        () => {},
      );
      void queue.then(() => {
        puts += 1;
        for (const key of keys) {
          written.set(key, puts);
          const left = (writing.get(key) ?? 1) - 1;
          if (left === 0) writing.delete(key);
          else writing.set(key, left);
        }
      });
      return run.then(() => {});
    },
    async close() {
      closed = true;
      await queue;
    },
  };
}
