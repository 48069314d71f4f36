import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isJobFinished, jobSchema, type Job } from '@keel/core/domain';
import { startKeelProcess, type KeelProcess } from '../testing/keelProcess';
import { postgresAvailable, startTestPostgres, type TestPostgres } from '../testing/testPostgres';
import { readJobEvents } from '../testing/jobEvents';
import { Client, signUpUser, strongPassword } from '../testing/testServer';

// Two real Keel processes on one PostgreSQL database, with the fixture plugin `counter` (a kind
// that reruns after a crash, `count`, and one that is reported, `tally`): each job runs in one
// of them, and the job of a process killed mid-run is taken over by the other.
const pluginsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'testing',
  'fixtures',
  'jobs',
);

/** Short leases: a killed process's jobs are taken over within a few seconds. */
const LEASE_MS = 3000;

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(postgresAvailable())('jobs of two Keel processes on one PostgreSQL', () => {
  let cluster: TestPostgres;
  let sql: postgres.Sql;
  let a: KeelProcess;
  let b: KeelProcess;

  beforeAll(async () => {
    cluster = await startTestPostgres();
    const url = await cluster.database();
    sql = postgres(url, { max: 1, onnotice: () => {} });
    const env = {
      DATABASE_URL: url,
      KEEL_SECRET: strongPassword().padEnd(40, 'x'),
      KEEL_TEST_PLUGINS_DIR: pluginsDir,
      KEEL_TEST_JOB_LEASE_MS: String(LEASE_MS),
    };
    a = await startKeelProcess(env);
    b = await startKeelProcess(env);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await sql?.end();
    await cluster?.close();
  });

  /** The owner of a new company, signed in on both processes (sessions are in the database). */
  const ownerOnBoth = async () => {
    const owner = await signUpUser(a.url);
    const onB = new Client(b.url);
    onB.cookie = owner.client.cookie;
    const at = (path: string) => `/api/companies/${owner.companyId}${path}`;
    return { owner, onA: owner.client, onB, at };
  };

  it('fires a schedule both processes hold once, due now, and runs its job once', async () => {
    const { owner, onA, onB, at } = await ownerOnBoth();
    // As a plugin does at start in every process: the same keyed schedule, due at once.
    const request = { input: { to: 2 }, at: new Date().toISOString(), key: 'nightly' };
    const made = await Promise.all([
      onA.post(at('/counter/schedules'), request),
      onB.post(at('/counter/schedules'), request),
    ]);
    expect(made.map((res) => res.status)).toEqual([201, 201]);

    // Each process has passed the run: fired it, or seen that the other did.
    const passed = async (client: Client) => {
      const res = await client.get(at('/counter/schedules'));
      const schedules = res.body.schedules as { key: string | null; nextRunAt: string | null }[];
      return schedules.some((s) => s.key === 'nightly' && s.nextRunAt === null);
    };
    await until(
      async () => ((await passed(onA)) && (await passed(onB)) ? true : undefined),
      'both processes past the run',
    );
    const fired = await until(async () => {
      const rows = await sql<{ data: Job }[]>`
        SELECT data FROM jobs WHERE data->>'companyId' = ${owner.companyId}`;
      return rows.every((row) => row.data.status === 'done') ? rows : undefined;
    }, 'the scheduled jobs to finish');
    expect(fired.map((row) => row.data.result)).toEqual([{ counted: 2, attempt: 1 }]);
    expect(fired[0]?.data.scheduleId).not.toBeNull();
  }, 60_000);

  it('cancels from one process a job running on the other', async () => {
    const { onA, onB, at } = await ownerOnBoth();
    const started = await onA.post(at('/counter/jobs'), { kind: 'count', to: 400, stepMs: 50 });
    expect(started.status).toBe(201);
    const job = jobSchema.parse(started.body.job);
    const statusOnB = async () => {
      const res = await onB.get(at(`/jobs/${job.id}`));
      return res.status === 200 ? jobSchema.parse(res.body.job).status : undefined;
    };
    await until(
      async () => ((await statusOnB()) === 'running' ? true : undefined),
      'the job seen running from B',
    );
    const events = readJobEvents(onA, at(`/jobs/${job.id}/events`), () => {}, 45_000);

    const cancelled = await onB.post(at(`/jobs/${job.id}/cancel`));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.job).toMatchObject({ cancelRequested: true, message: 'Cancelling' });
    const { events: heard } = await events;
    expect(heard.at(-1)).toMatchObject({ status: 'cancelled', message: 'Cancelled' });
    expect(heard.at(-1)?.progress).toBeLessThan(1);
    await until(
      async () => ((await statusOnB()) === 'cancelled' ? true : undefined),
      'B to see the job cancelled',
    );
  }, 60_000);

  it('cancels from one process a job waiting on the other: it never runs', async () => {
    const { onA, onB, at } = await ownerOnBoth();
    const start = async (input: object) => {
      const res = await onA.post(at('/counter/jobs'), { kind: 'count', ...input });
      expect(res.status).toBe(201);
      return jobSchema.parse(res.body.job);
    };
    // A's two workers busy: the third waits in A's queue, leased to A.
    const busy = [await start({ to: 400, stepMs: 50 }), await start({ to: 400, stepMs: 50 })];
    const waiting = await start({ to: 2 });
    await until(
      async () => ((await onB.get(at(`/jobs/${waiting.id}`))).status === 200 ? true : undefined),
      'B to list the waiting job',
    );
    const asked = await onB.post(at(`/jobs/${waiting.id}/cancel`));
    expect(asked.status).toBe(200);
    expect(asked.body.job).toMatchObject({ cancelRequested: true });

    const finished = await until(async () => {
      const res = await onB.get(at(`/jobs/${waiting.id}`));
      const job = jobSchema.parse(res.body.job);
      return isJobFinished(job.status) ? job : undefined;
    }, 'the waiting job to end');
    expect(finished).toMatchObject({ status: 'cancelled', result: null });

    for (const job of busy) expect((await onA.post(at(`/jobs/${job.id}/cancel`))).status).toBe(200);
    await until(async () => {
      const jobs = await Promise.all(busy.map((job) => onA.get(at(`/jobs/${job.id}`))));
      return jobs.every((res) => jobSchema.parse(res.body.job).status === 'cancelled')
        ? true
        : undefined;
    }, 'the busy jobs cancelled');
  }, 60_000);

  it('takes over the job of a process killed mid-run once its lease expires', async () => {
    const { onA, onB, at } = await ownerOnBoth();
    const start = async (kind: string) => {
      const res = await onA.post(at('/counter/jobs'), { kind, to: 60, stepMs: 50 });
      expect(res.status).toBe(201);
      return jobSchema.parse(res.body.job);
    };
    const count = await start('count');
    const tally = await start('tally');
    const jobOn = async (client: Client, id: string) => {
      const res = await client.get(at(`/jobs/${id}`));
      return res.status === 200 ? jobSchema.parse(res.body.job) : undefined;
    };
    // Progress made on A is shown by B.
    await until(async () => {
      const [counting, tallying] = [await jobOn(onB, count.id), await jobOn(onB, tally.id)];
      return counting?.status === 'running' &&
        counting.progress > 0 &&
        tallying?.status === 'running'
        ? true
        : undefined;
    }, 'both jobs seen under way from B');
    // B's listeners hear the job to its end, wherever it runs.
    const events = readJobEvents(onB, at(`/jobs/${count.id}/events`), () => {}, 45_000);

    await a.kill();

    const { events: heard } = await events;
    expect(heard.at(-1)).toMatchObject({
      status: 'done',
      attempts: 2,
      result: { counted: 60, attempt: 2 },
    });
    expect(await jobOn(onB, tally.id)).toMatchObject({
      status: 'failed',
      error: 'Interrupted by a restart',
    });
    expect(b.logs.map((line) => line.message)).toContain('Took over a job whose process stopped');
  }, 60_000);
});
