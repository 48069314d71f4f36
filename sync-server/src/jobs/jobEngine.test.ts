import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';
import { fixedClock, type Job, type JobContext, type SettableClock } from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import { INTERRUPTED, JobEngine, type JobEngineOptions } from './jobEngine';
import { openJobStore, type JobStore } from './jobStore';

// The engine on a real store in a temp folder, on a fixed clock: schedules fire when the test
// moves the clock and calls tick(), never by waiting.
let dir = '';
let clock: SettableClock;
const logged: string[] = [];
const log: LogFn = (_level, message) => logged.push(message);
const open: { engine: JobEngine; store: JobStore }[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'keel-jobs-'));
  clock = fixedClock('2026-11-25T12:00:00Z');
  logged.length = 0;
});
afterEach(async () => {
  for (const { engine } of open.splice(0)) await engine.stop();
  await rm(dir, { recursive: true, force: true });
});

/** A promise the test resolves when it wants. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const input = z.object({ n: z.number().int().min(1) });
const DAY = 86_400_000;
type Input = z.infer<typeof input>;

/** An engine over the temp folder's store (a new "process" each call). */
async function engineOf(options: JobEngineOptions = {}) {
  const store = await openJobStore(dir, log);
  const engine = new JobEngine(store, clock, log, { stopGraceMs: 50, ...options });
  open.push({ engine, store });
  return { engine, store, jobs: engine.forPlugin('fraud') };
}

/** Resolves once the condition holds, checking after every turn of the event loop. */
async function until(check: () => boolean, what: string) {
  for (let turn = 0; turn < 2000; turn += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error(`Never happened: ${what}`);
}

describe('running jobs', () => {
  it('runs a job, sends its progress, and stores its result', async () => {
    const { engine, store, jobs } = await engineOf();
    const step = gate();
    jobs.define('scan', {
      inputSchema: input,
      async run({ input, progress }: JobContext<Input>) {
        progress(0.4, 'Checked 2 of 5 transactions');
        await step.opened;
        return { flagged: input.n };
      },
    });
    await engine.start();
    const job = await jobs.start('c1', 'scan', { n: 3 }, { by: 'u1' });
    expect(job).toMatchObject({ kind: 'fraud.scan', status: 'queued', startedBy: 'u1' });
    const seen: Job[] = [];
    engine.subscribe(job.id, (next) => seen.push(next));
    await until(() => seen.some((j) => j.progress === 0.4), 'progress 0.4');
    expect(jobs.get('c1', job.id)).toMatchObject({
      status: 'running',
      progress: 0.4,
      message: 'Checked 2 of 5 transactions',
      attempts: 1,
    });
    // On disk as running before the handler ran.
    expect(store.job(job.id)?.status).toBe('running');
    step.open();
    const done = await jobs.finished('c1', job.id);
    expect(done).toMatchObject({ status: 'done', progress: 1, result: { flagged: 3 } });
    expect(done.finishedAt).toBe('2026-11-25T12:00:00.000Z');
    expect(seen.map((j) => j.status)).toEqual(['running', 'running', 'done']);
    expect(store.job(job.id)?.result).toEqual({ flagged: 3 });
  });

  it('refuses input its kind does not accept, and kinds it does not have', async () => {
    const { engine, jobs } = await engineOf();
    jobs.define('scan', { inputSchema: input, run: async () => null });
    await engine.start();
    await expect(jobs.start('c1', 'scan', { n: 'many' })).rejects.toBeInstanceOf(ZodError);
    await expect(jobs.start('c1', 'sweep', {})).rejects.toThrow(
      'Plugin fraud has no job kind sweep: define it first',
    );
    expect(() => jobs.define('scan', { inputSchema: input, run: async () => null })).toThrow(
      'The job kind fraud.scan is defined twice',
    );
    expect(engine.list('c1')).toEqual([]);
  });

  it('keeps plugins apart: one sees and cancels only its own jobs', async () => {
    const { engine, jobs } = await engineOf();
    const other = engine.forPlugin('tax');
    jobs.define('scan', { inputSchema: input, run: async () => null });
    other.define('scan', { inputSchema: input, run: async () => null });
    const mine = await jobs.start('c1', 'scan', { n: 1 });
    await other.start('c1', 'scan', { n: 1 });
    expect(jobs.list('c1').map((j) => j.id)).toEqual([mine.id]);
    expect(other.get('c1', mine.id)).toBeUndefined();
    expect(await other.cancel('c1', mine.id)).toBeUndefined();
    expect(jobs.get('c2', mine.id)).toBeUndefined();
    expect(engine.list('c1').map((j) => j.kind)).toEqual(['tax.scan', 'fraud.scan']);
  });

  it('stores why a job failed', async () => {
    const { engine, jobs } = await engineOf();
    jobs.define('scan', {
      inputSchema: input,
      run: async () => {
        throw new Error('The bank feed is unreachable');
      },
    });
    await engine.start();
    const job = await jobs.start('c1', 'scan', { n: 1 });
    expect(await jobs.finished('c1', job.id)).toMatchObject({
      status: 'failed',
      error: 'The bank feed is unreachable',
    });
  });

  it('fails a job whose result is not JSON-sized, instead of storing it', async () => {
    const { engine, jobs } = await engineOf();
    jobs.define('scan', { inputSchema: input, run: async () => 'x'.repeat(1024 * 1024 + 1) });
    await engine.start();
    const job = await jobs.start('c1', 'scan', { n: 1 });
    expect(await jobs.finished('c1', job.id)).toMatchObject({
      status: 'failed',
      error: "The job's result is larger than 1 MB",
      result: null,
    });
  });

  it('sends a burst of progress as a few events, the last one included', async () => {
    const { engine, jobs } = await engineOf();
    const step = gate();
    jobs.define('scan', {
      inputSchema: input,
      async run({ progress }: JobContext<Input>) {
        for (let n = 1; n <= 10_000; n += 1) progress(n / 10_000, `Checked ${n}`);
        await step.opened;
        return null;
      },
    });
    await engine.start();
    const job = await jobs.start('c1', 'scan', { n: 1 });
    const seen: Job[] = [];
    engine.subscribe(job.id, (next) => seen.push(next));
    await until(() => seen.at(-1)?.message === 'Checked 10000', 'the last progress');
    expect(seen.length).toBeLessThan(5);
    step.open();
    await jobs.finished('c1', job.id);
  });
});

describe('workers', () => {
  it('runs at most `concurrency` jobs, and takes turns between companies', async () => {
    const { engine, jobs } = await engineOf({ concurrency: 1 });
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    jobs.define('scan', {
      inputSchema: z.object({ name: z.string() }),
      async run({ input }: JobContext<{ name: string }>) {
        started.push(input.name);
        const g = gate();
        gates.set(input.name, g);
        await g.opened;
        return null;
      },
    });
    for (const name of ['a1', 'a2', 'a3']) await jobs.start('company-a', 'scan', { name });
    await jobs.start('company-b', 'scan', { name: 'b1' });
    await engine.start();
    for (const next of ['a1', 'b1', 'a2', 'a3']) {
      await until(() => gates.has(next), `${next} to start`);
      expect(started).toEqual([...started.slice(0, -1), next]);
      // Only one at a time.
      expect(engine.list('company-a', { status: 'running' }).length).toBeLessThanOrEqual(1);
      gates.get(next)?.open();
    }
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('gives the handler a checkpoint that yields to the event loop and stops a cancelled job', async () => {
    const { engine, jobs } = await engineOf();
    let turns = 0;
    jobs.define('scan', {
      inputSchema: input,
      async run({ checkpoint }: JobContext<Input>) {
        for (;;) {
          turns += 1;
          await checkpoint();
        }
      },
    });
    await engine.start();
    const job = await jobs.start('c1', 'scan', { n: 1 });
    // Timers fire while the job loops (it does not hold the event loop), and it keeps looping.
    await until(() => turns > 0, 'the job loops');
    const before = turns;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(turns).toBeGreaterThan(before);
    expect((await jobs.cancel('c1', job.id))?.cancelRequested).toBe(true);
    expect(await jobs.finished('c1', job.id)).toMatchObject({
      status: 'cancelled',
      message: 'Cancelled',
    });
  });
});

describe('cancel', () => {
  it('cancels a queued job at once, and a running one through its signal', async () => {
    const { engine, store, jobs } = await engineOf({ concurrency: 1 });
    let sawAbort = false;
    jobs.define('scan', {
      inputSchema: input,
      run: ({ signal }: JobContext<Input>) =>
        new Promise<null>((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            sawAbort = true;
            reject(signal.reason as Error);
          }),
        ),
    });
    await engine.start();
    const running = await jobs.start('c1', 'scan', { n: 1 });
    const waiting = await jobs.start('c1', 'scan', { n: 2 });
    await until(() => jobs.get('c1', running.id)?.status === 'running', 'the first to run');

    expect(await jobs.cancel('c1', waiting.id)).toMatchObject({ status: 'cancelled' });
    expect(store.job(waiting.id)?.status).toBe('cancelled');

    expect(await engine.cancel('c1', running.id)).toMatchObject({
      status: 'running',
      cancelRequested: true,
      message: 'Cancelling',
    });
    expect(await jobs.finished('c1', running.id)).toMatchObject({ status: 'cancelled' });
    expect(sawAbort).toBe(true);
    // Cancelling a finished job changes nothing.
    expect(await engine.cancel('c1', running.id)).toMatchObject({ status: 'cancelled' });
    expect(await engine.cancel('c2', running.id)).toBeUndefined();
  });
});

describe('schedules', () => {
  it('runs a job once at the time given, by the clock', async () => {
    const { engine, jobs } = await engineOf();
    const ran: string[] = [];
    jobs.define('pay', {
      inputSchema: input,
      run: async ({ clock }) => {
        ran.push(clock.now().toISOString());
        return null;
      },
    });
    await engine.start();
    const schedule = await jobs.schedule({
      companyId: 'c1',
      kind: 'pay',
      input: { n: 1 },
      at: '2026-11-26T09:00:00Z',
      by: 'u1',
    });
    expect(schedule).toMatchObject({ nextRunAt: '2026-11-26T09:00:00.000Z', kind: 'fraud.pay' });
    clock.set('2026-11-26T08:59:59Z');
    await engine.tick();
    expect(jobs.list('c1')).toEqual([]);
    clock.set('2026-11-26T09:00:00Z');
    await engine.tick();
    const [job] = jobs.list('c1');
    expect(job).toMatchObject({ scheduleId: schedule.id, startedBy: 'u1' });
    await jobs.finished('c1', job?.id ?? '');
    expect(ran).toEqual(['2026-11-26T09:00:00.000Z']);
    expect(jobs.schedules('c1')[0]).toMatchObject({ nextRunAt: null, lastJobId: job?.id });
    clock.advance(86_400_000);
    await engine.tick();
    expect(jobs.list('c1')).toHaveLength(1);
  });

  it('repeats on its grid, fires once for runs it missed, and skips while its last job runs', async () => {
    const { engine, jobs } = await engineOf();
    const hold = gate();
    jobs.define('forecast', { inputSchema: input, run: () => hold.opened.then(() => null) });
    await engine.start();
    const schedule = await jobs.schedule({
      companyId: 'c1',
      kind: 'forecast',
      input: { n: 1 },
      every: 600_000,
    });
    expect(schedule.nextRunAt).toBe('2026-11-25T12:10:00.000Z');
    clock.advance(35 * 60_000);
    await engine.tick();
    expect(jobs.list('c1')).toHaveLength(1);
    expect(jobs.schedules('c1')[0]?.nextRunAt).toBe('2026-11-25T12:40:00.000Z');
    // Its job still runs at the next time: that run is skipped.
    clock.advance(10 * 60_000);
    await engine.tick();
    expect(jobs.list('c1')).toHaveLength(1);
    expect(jobs.schedules('c1')[0]?.nextRunAt).toBe('2026-11-25T12:50:00.000Z');
    hold.open();
    await jobs.finished('c1', jobs.list('c1')[0]?.id ?? '');
    clock.advance(10 * 60_000);
    await engine.tick();
    expect(jobs.list('c1')).toHaveLength(2);
  });

  it('replaces a schedule of the same key, and removes one', async () => {
    const { engine, jobs } = await engineOf();
    jobs.define('forecast', { inputSchema: input, run: async () => null });
    await engine.start();
    const base = { companyId: 'c1', kind: 'forecast', input: { n: 1 }, key: 'nightly' };
    const first = await jobs.schedule({ ...base, every: 86_400_000 });
    const second = await jobs.schedule({ ...base, every: 3_600_000 });
    expect(second.id).toBe(first.id);
    expect(jobs.schedules('c1')).toHaveLength(1);
    expect(jobs.schedules('c1')[0]?.every).toBe(3_600_000);
    expect(await jobs.unschedule('c1', first.id)).toBe(true);
    expect(await jobs.unschedule('c1', first.id)).toBe(false);
    expect(jobs.schedules('c1')).toEqual([]);
  });

  it('refuses a schedule with a bad time, period or input, naming the field', async () => {
    const { engine, jobs } = await engineOf();
    jobs.define('forecast', { inputSchema: input, run: async () => null });
    await engine.start();
    const base = { companyId: 'c1', kind: 'forecast', input: { n: 1 } };
    const fieldOf = async (promise: Promise<unknown>) => {
      const error = await promise.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ZodError);
      return (error as ZodError).issues.map((issue) => issue.path.join('.'));
    };
    expect(await fieldOf(jobs.schedule({ ...base, at: 'tomorrow' }))).toContain('at');
    expect(await fieldOf(jobs.schedule({ ...base, every: 10 }))).toContain('every');
    expect(await fieldOf(jobs.schedule({ ...base, input: {}, every: 60_000 }))).toContain('n');
    expect(jobs.schedules('c1')).toEqual([]);
  });
});

describe('restarts', () => {
  it('reruns once a job of a kind that may rerun, and reports one that may not', async () => {
    const first = await engineOf();
    const never = new Promise<null>(() => {});
    first.jobs.define('scan', { inputSchema: input, run: () => never, retry: 'rerun' });
    first.jobs.define('pay', { inputSchema: input, run: () => never, retry: 'report' });
    await first.engine.start();
    const scan = await first.jobs.start('c1', 'scan', { n: 1 });
    const pay = await first.jobs.start('c1', 'pay', { n: 1 });
    await until(() => first.store.job(pay.id)?.status === 'running', 'both running on disk');
    // The process dies here: nothing is stopped or flushed. A new one opens the same folder.
    open.splice(0);

    const second = await engineOf();
    const attempts: number[] = [];
    let crashAgain = true;
    second.jobs.define('scan', {
      inputSchema: input,
      run: async ({ attempt }) => {
        attempts.push(attempt);
        return crashAgain ? never : { attempt };
      },
      retry: 'rerun',
    });
    second.jobs.define('pay', { inputSchema: input, run: () => never, retry: 'report' });
    await second.engine.start();
    expect(second.jobs.get('c1', pay.id)).toMatchObject({ status: 'failed', error: INTERRUPTED });
    await until(() => attempts.length === 1, 'the rerun');
    expect(attempts).toEqual([2]);
    expect(logged).toContain('Jobs interrupted by the last stop');
    open.splice(0);

    // Interrupted again: it has had its one rerun, and is reported.
    const third = await engineOf();
    crashAgain = false;
    third.jobs.define('scan', { inputSchema: input, run: async () => null, retry: 'rerun' });
    await third.engine.start();
    expect(third.jobs.get('c1', scan.id)).toMatchObject({ status: 'failed', error: INTERRUPTED });
  });

  it('fails queued jobs of a kind no plugin defines any more, and keeps their record', async () => {
    const first = await engineOf({ concurrency: 1 });
    first.jobs.define('scan', { inputSchema: input, run: async () => null });
    const job = await first.jobs.start('c1', 'scan', { n: 1 });
    open.splice(0);
    const second = await engineOf();
    await second.engine.start();
    expect(second.engine.get('c1', job.id)).toMatchObject({
      status: 'failed',
      error: 'No installed plugin runs jobs of kind fraud.scan',
    });
  });

  it('fires a schedule that came due while the server was down, once', async () => {
    const first = await engineOf();
    first.jobs.define('forecast', { inputSchema: input, run: async () => null });
    await first.engine.start();
    await first.jobs.schedule({
      companyId: 'c1',
      kind: 'forecast',
      input: { n: 1 },
      every: 60_000,
    });
    open.splice(0);
    clock.advance(10 * 60_000 + 1);
    const second = await engineOf();
    second.jobs.define('forecast', { inputSchema: input, run: async () => null });
    await second.engine.start();
    const jobs = second.jobs.list('c1');
    expect(jobs).toHaveLength(1);
    await second.jobs.finished('c1', jobs[0]?.id ?? '');
    expect(second.jobs.schedules('c1')[0]?.nextRunAt).toBe('2026-11-25T12:11:00.000Z');
  });

  it('on stop lets a job finish, then stops the rest: rerun kinds wait for the next start', async () => {
    // Generous limits: on loaded CI cores a settle took over the default second, and the job
    // left running was then (rightly) stored as running for the next start to handle.
    const { engine, store, jobs } = await engineOf({ stopGraceMs: 1000, stopSettleMs: 30_000 });
    const quick = gate();
    jobs.define('quick', { inputSchema: input, run: () => quick.opened.then(() => 'ok') });
    jobs.define('scan', {
      inputSchema: input,
      retry: 'rerun',
      run: ({ signal }) =>
        new Promise<null>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason as Error)),
        ),
    });
    await engine.start();
    const a = await jobs.start('c1', 'quick', { n: 1 });
    const b = await jobs.start('c1', 'scan', { n: 1 });
    await until(() => store.job(b.id)?.status === 'running', 'both running');
    setTimeout(quick.open, 5);
    await engine.stop();
    expect(store.job(a.id)?.status).toBe('done');
    expect(store.job(b.id)).toMatchObject({ status: 'queued', attempts: 1 });
    const again = await openJobStore(dir, log);
    expect(again.job(b.id)?.status).toBe('queued');
    await again.close();
  });

  it('forgets finished jobs past their age or past the newest so many of a company, at start', async () => {
    const first = await engineOf();
    first.jobs.define('scan', { inputSchema: input, run: async () => null });
    await first.engine.start();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const job = await first.jobs.start('c1', 'scan', { n });
      await first.jobs.finished('c1', job.id);
      ids.push(job.id);
      clock.advance(DAY);
    }
    const other = await first.jobs.start('c2', 'scan', { n: 1 });
    await first.jobs.finished('c2', other.id);
    open.splice(0);

    const second = await engineOf({ keepFinishedPerCompany: 2 });
    second.jobs.define('scan', { inputSchema: input, run: async () => null });
    await second.engine.start();
    expect(second.jobs.list('c1').map((j) => j.id)).toEqual([ids[2], ids[1]]);
    expect(second.jobs.list('c2')).toHaveLength(1);
    open.splice(0);

    // c1's newest finished a day before c2's: 90.5 days on it is past keeping, c2's is not.
    clock.advance(89.5 * DAY);
    const third = await engineOf();
    await third.engine.start();
    expect(third.engine.list('c1')).toEqual([]);
    expect(third.engine.list('c2').map((j) => j.id)).toEqual([other.id]);
  });

  it('refuses new jobs and schedules once stopping, rather than losing them', async () => {
    const { engine, jobs } = await engineOf();
    jobs.define('scan', { inputSchema: input, run: async () => null });
    await engine.start();
    await engine.stop();
    await expect(jobs.start('c1', 'scan', { n: 1 })).rejects.toMatchObject({
      status: 503,
      body: { error: 'The server is restarting; try again in a moment' },
    });
    await expect(
      jobs.schedule({ companyId: 'c1', kind: 'scan', input: { n: 1 }, every: 60_000 }),
    ).rejects.toMatchObject({ status: 503 });
  });

  it('leaves a job that ignores its signal as running on disk, with its latest progress', async () => {
    const { engine, jobs } = await engineOf({ stopGraceMs: 10 });
    const stubborn = new Promise<null>(() => {});
    jobs.define('pay', {
      inputSchema: input,
      run: ({ progress }) => {
        progress(0.5, 'Paid 5 of 10 employees');
        return stubborn;
      },
    });
    await engine.start();
    const job = await jobs.start('c1', 'pay', { n: 1 });
    await until(() => jobs.get('c1', job.id)?.progress === 0.5, 'progress');
    await engine.stop();
    const again = await openJobStore(dir, log);
    expect(again.job(job.id)).toMatchObject({
      status: 'running',
      progress: 0.5,
      message: 'Paid 5 of 10 employees',
    });
    await again.close();
  }, 10_000);
});
