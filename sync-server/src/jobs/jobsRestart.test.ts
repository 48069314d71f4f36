import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { jobSchema, type Job } from '@keel/core/domain';
import { startKeelProcess, type KeelProcess } from '../testing/keelProcess';
import { Client, signUpUser } from '../testing/testServer';
import { readJobEvents } from '../testing/jobEvents';

// A real server process, killed with SIGKILL while it runs jobs, then started again on the same
// DATA_DIR: nothing it was doing is lost. The fixture plugin `counter` has a kind that reruns
// (count) and one that is reported (tally).
const pluginsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'testing',
  'fixtures',
  'jobs',
);

const started: KeelProcess[] = [];
let dataDir = '';
afterAll(async () => {
  for (const server of started) await server.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let tries = 0; tries < 300; tries += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Never happened: ${what}`);
}

describe('jobs across a crash', () => {
  it('reruns or reports what was running, and still fires a schedule', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'keel-jobs-restart-'));
    const env = { KEEL_TEST_DATA_DIR: dataDir, KEEL_TEST_PLUGINS_DIR: pluginsDir };
    const first = await startKeelProcess(env);
    started.push(first);
    const owner = await signUpUser(first.url);
    const at = (path: string) => `/api/companies/${owner.companyId}${path}`;
    const start = async (kind: string) => {
      const res = await owner.client.post(at('/counter/jobs'), { kind, to: 40, stepMs: 25 });
      expect(res.status).toBe(201);
      return jobSchema.parse(res.body.job);
    };
    const count = await start('count');
    const tally = await start('tally');
    // Due after the crash: the process that fires it is the restarted one.
    const due = Date.now() + 3000;
    const schedule = await owner.client.post(at('/counter/schedules'), {
      input: { to: 2 },
      at: new Date(due).toISOString(),
    });
    expect(schedule.status).toBe(201);
    const jobOf = async (client: Client, id: string) =>
      jobSchema.parse((await client.get(at(`/jobs/${id}`))).body.job);
    await until(async () => {
      const [a, b] = [await jobOf(owner.client, count.id), await jobOf(owner.client, tally.id)];
      return a.progress > 0 && b.progress > 0 ? true : undefined;
    }, 'both jobs under way');

    await first.kill();
    expect(Date.now()).toBeLessThan(due);
    expect(first.alive()).toBe(false);

    const second = await startKeelProcess(env);
    started.push(second);
    // The same session, on the new process.
    const client = new Client(second.url);
    client.cookie = owner.client.cookie;
    expect(second.logs.map((line) => line.message)).toContain('Jobs interrupted by the last stop');

    expect(await jobOf(client, tally.id)).toMatchObject({
      status: 'failed',
      error: 'Interrupted by a restart',
    });
    const rerun = await readJobEvents(client, at(`/jobs/${count.id}/events`));
    expect(rerun.events.at(-1)).toMatchObject({
      status: 'done',
      attempts: 2,
      result: { counted: 40, attempt: 2 },
    });

    const fired = await until(async () => {
      const list = await client.get(at('/jobs?limit=200'));
      return (list.body.jobs as Job[]).find((j) => j.scheduleId !== null && j.status === 'done');
    }, 'the scheduled job to run');
    expect(fired.result).toEqual({ counted: 2, attempt: 1 });
    expect(fired.startedBy).toBe(owner.userId);
  }, 60_000);
});
