import postgres from 'postgres';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixedClock, type JsonValue } from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import { migrate } from '../storage/postgres/migrate';
import { pgJobs, type PgJobs } from '../storage/postgres/pgJobs';
import { postgresAvailable, startTestPostgres, type TestPostgres } from '../testing/testPostgres';
import { JobEngine, JobStopped } from './jobEngine';

// Two engines ("processes") on one throwaway PostgreSQL database. Engine A runs a job; its
// renewals are held back (as if the process were paused) until its short lease expires and
// engine B takes the job over. A must then stop the job, and nothing A reports may reach the row.

/** A's lease: short, so B takes over soon after A stops renewing. B keeps the default. */
const A_LEASE_MS = 400;
const POLL_MS = 50;

/** A promise the test resolves when it wants. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

async function until<T>(read: () => Promise<T | undefined> | T | undefined, what: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.runIf(postgresAvailable())('a job whose lease another process took over', () => {
  let cluster: TestPostgres;
  const cleanup: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    cluster = await startTestPostgres();
  });
  afterAll(async () => {
    await cluster?.close();
  });
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  /**
   * A database with two engines on it: A's renewals can be paused. Every write of a job's record
   * lands in `job_writes` (a trigger), so the test sees each one, in order.
   */
  async function twoEngines() {
    const url = await cluster.database();
    const sql = postgres(url, { max: 2, onnotice: () => {} });
    cleanup.push(() => sql.end());
    await migrate(sql);
    await sql.unsafe(`
      CREATE TABLE job_writes (n serial PRIMARY KEY, id text, data jsonb);
      CREATE FUNCTION note_job_write() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO job_writes (id, data) VALUES (NEW.id, NEW.data); RETURN NEW; END $$;
      CREATE TRIGGER note_job_write AFTER INSERT OR UPDATE OF data ON jobs
        FOR EACH ROW EXECUTE FUNCTION note_job_write();`);

    const logs = { a: [] as { level: string; message: string; job: unknown }[] };
    const engineOn = async (name: 'a' | 'b', leaseMs?: number) => {
      const connection = postgres(url, { max: 2, onnotice: () => {} });
      const store: PgJobs = await pgJobs(connection);
      const log: LogFn = (level, message, details) => {
        if (name === 'a') logs.a.push({ level, message, job: details?.job });
      };
      const engine = new JobEngine(store, fixedClock('2026-11-26T09:00:00Z'), log, {
        leaseMs,
        pollMs: POLL_MS,
        stopGraceMs: 50,
        stopSettleMs: 50,
      });
      cleanup.push(async () => {
        await engine.stop();
        await connection.end();
      });
      return { engine, store };
    };

    /** The handlers: attempt 1 runs in A, attempt 2 (the rerun after a takeover) in B. */
    const runs = {
      aStarted: gate(),
      aSignal: null as AbortSignal | null,
      /** When A's handler goes on after it started: reports late progress, then a result. */
      aGoesOn: gate(),
      aReturned: false,
      bStarted: gate(),
      bMayFinish: gate(),
    };
    const define = (engine: JobEngine) =>
      engine.forPlugin('counter').define('work', {
        inputSchema: z.object({}),
        retry: 'rerun',
        async run({ attempt, signal, progress }): Promise<JsonValue> {
          if (attempt === 1) {
            runs.aSignal = signal;
            runs.aStarted.open();
            await runs.aGoesOn.opened;
            progress(0.99, 'Late news from A');
            runs.aReturned = true;
            return { by: 'A' };
          }
          runs.bStarted.open();
          await runs.bMayFinish.opened;
          progress(0.5, 'B half way');
          return { by: 'B' };
        },
      });

    const a = await engineOn('a', A_LEASE_MS);
    define(a.engine);
    await a.engine.start();
    // A's renewals wait while paused: the process is, as far as its lease is concerned, stopped.
    const shared = a.store.shared;
    const renew = shared.renew.bind(shared);
    let paused: { opened: Promise<void>; open(): void } | null = null;
    shared.renew = async (ids, leaseMs) => {
      await paused?.opened;
      return renew(ids, leaseMs);
    };
    const pause = () => {
      paused = gate();
      cleanup.push(() => paused?.open());
      return () => paused?.open();
    };

    const job = await a.engine.forPlugin('counter').start('acme', 'work', {});
    await runs.aStarted.opened;
    const resume = pause();
    cleanup.push(() => runs.aGoesOn.open());
    cleanup.push(() => runs.bMayFinish.open());
    // B starts once A runs the job (so A, not B, runs attempt 1), and takes it over once A's lease
    // has expired.
    const b = await engineOn('b');
    define(b.engine);
    await b.engine.start();
    await runs.bStarted.opened;

    const row = async () => {
      const [found] = await sql<{ data: Record<string, unknown>; lease_owner: string }[]>`
        SELECT data, lease_owner FROM jobs WHERE id = ${job.id}`;
      return found!;
    };
    // B's run is on the row before A does anything more.
    await until(
      async () => ((await row()).data.attempts === 2 ? true : undefined),
      "B's run on the row",
    );
    const writes = async () =>
      (
        await sql<{ data: Record<string, unknown> }[]>`
        SELECT data FROM job_writes WHERE id = ${job.id} ORDER BY n`
      ).map((write) => write.data);
    return { a, b, sql, job, runs, resume, row, writes, logs };
  }

  it('stops the job in the process that lost the lease, and writes nothing it reports after', async () => {
    const { a, b, job, runs, resume, row, writes, logs } = await twoEngines();
    expect((await row()).lease_owner).toBe(b.store.shared.owner);
    expect(runs.aSignal?.aborted).toBe(false);

    // A wakes up: its next renewal finds the lease gone, and its handler is told to stop.
    resume();
    await until(() => (runs.aSignal?.aborted ? true : undefined), "A's signal to abort");
    expect(runs.aSignal?.reason).toBeInstanceOf(JobStopped);
    expect((runs.aSignal?.reason as JobStopped).why).toBe('lost');

    runs.bMayFinish.open();
    const done = await b.engine.finished(job.id);
    expect(done).toMatchObject({ status: 'done', attempts: 2, result: { by: 'B' } });
    // A, which no longer runs the job, shows it as B finished it.
    const seenByA = await until(() => {
      const seen = a.engine.get('acme', job.id);
      return seen?.status === 'done' ? seen : undefined;
    }, 'A to see the job done');
    expect(seenByA.result).toEqual({ by: 'B' });

    // A's handler reports on regardless, and returns; stopping A waits for it and its writes.
    runs.aGoesOn.open();
    await until(() => (runs.aReturned ? true : undefined), "A's handler to return");
    await a.engine.stop();
    const all = await writes();
    expect(all.filter((write) => write.status === 'done')).toEqual([
      expect.objectContaining({ result: { by: 'B' }, attempts: 2 }),
    ]);
    expect(all.some((write) => write.message === 'Late news from A')).toBe(false);
    expect(all.at(-1)).toMatchObject({ status: 'done', result: { by: 'B' } });
    expect(logs.a.filter((line) => line.job === job.id)).toEqual([
      {
        level: 'warn',
        message: 'Another process took over a job running here: stopping it here',
        job: job.id,
      },
    ]);
  }, 60_000);

  it('refuses what the process reports before it notices, and stops the job there', async () => {
    const { a, b, job, runs, row, writes, logs } = await twoEngines();
    // A's renewals stay paused: A returns its result before it learns it lost the lease.
    runs.aGoesOn.open();
    await until(() => (runs.aSignal?.aborted ? true : undefined), "A's signal to abort");
    expect((runs.aSignal?.reason as JobStopped).why).toBe('lost');
    expect((await row()).data).toMatchObject({ status: 'running', attempts: 2, result: null });
    // A forgets its run and shows the job as stored, B's run.
    const seenByA = await until(() => {
      const seen = a.engine.get('acme', job.id);
      return seen?.attempts === 2 ? seen : undefined;
    }, 'A to show the job as stored');
    expect(seenByA).toMatchObject({ status: 'running', result: null });

    runs.bMayFinish.open();
    expect(await b.engine.finished(job.id)).toMatchObject({ status: 'done', result: { by: 'B' } });
    const all = await writes();
    expect(all.filter((write) => write.status === 'done')).toEqual([
      expect.objectContaining({ result: { by: 'B' }, attempts: 2 }),
    ]);
    expect(all.some((write) => write.message === 'Late news from A')).toBe(false);
    expect(logs.a.filter((line) => line.job === job.id)).toEqual([
      {
        level: 'warn',
        message: 'Another process took over a job running here: stopping it here',
        job: job.id,
      },
    ]);
  }, 60_000);
});
