import { appendFile, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobRecord, ScheduleRecord } from './jobRecords';
import { JOB_LOG_FILE, openJobStore } from './jobStore';

let dir = '';
const warnings: string[] = [];
const log = (_level: string, message: string) => warnings.push(message);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'keel-jobstore-'));
  warnings.length = 0;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const job = (id: string, extra: Partial<JobRecord> = {}): JobRecord => ({
  id,
  companyId: 'c1',
  kind: 'counter.count',
  status: 'queued',
  progress: 0,
  message: 'Waiting to start',
  result: null,
  error: null,
  startedBy: 'u1',
  scheduleId: null,
  attempts: 0,
  createdAt: '2026-11-25T12:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  cancelRequested: false,
  input: { to: 3 },
  ...extra,
});

const schedule = (id: string): ScheduleRecord => ({
  id,
  companyId: 'c1',
  kind: 'counter.count',
  key: null,
  at: '2026-11-26T12:00:00.000Z',
  every: null,
  nextRunAt: '2026-11-26T12:00:00.000Z',
  lastRunAt: null,
  lastJobId: null,
  by: null,
  createdAt: '2026-11-25T12:00:00.000Z',
  input: { to: 3 },
});

const lines = async () =>
  (await readFile(join(dir, JOB_LOG_FILE), 'utf8')).split('\n').filter(Boolean);

describe('job store', () => {
  it('keeps what was put across a reopen, the newest version of each record, and removals', async () => {
    const store = await openJobStore(dir, log);
    await store.put({ job: job('a') }, { schedule: schedule('s') });
    await store.put({ job: job('b') });
    await store.put({ job: job('a', { status: 'done', progress: 1, result: { counted: 3 } }) });
    await store.put({ removeJob: 'b' });
    expect(store.job('a')?.status).toBe('done');
    await store.close();

    const again = await openJobStore(dir, log);
    expect(again.jobs().map((j) => [j.id, j.status, j.result])).toEqual([
      ['a', 'done', { counted: 3 }],
    ]);
    expect(again.schedule('s')?.nextRunAt).toBe('2026-11-26T12:00:00.000Z');
    await again.close();
  });

  it('writes the changes of one put as one line: after a crash, all of them or none', async () => {
    const store = await openJobStore(dir, log);
    await store.put({ job: job('a') }, { schedule: schedule('s') });
    await store.close();
    expect(await lines()).toHaveLength(1);
    // A crash in the middle of the next line: it is torn, so neither of its changes counts.
    const torn = JSON.stringify([{ job: job('b') }, { schedule: schedule('t') }]).slice(0, 60);
    await appendFile(join(dir, JOB_LOG_FILE), torn);

    const again = await openJobStore(dir, log);
    expect(again.job('b')).toBeUndefined();
    expect(again.schedule('t')).toBeUndefined();
    expect(warnings).toContain('Skipped unreadable lines of the job log');
    // The next write starts on a line of its own.
    await again.put({ job: job('c') });
    await again.close();
    const third = await openJobStore(dir, log);
    expect(third.jobs().map((j) => j.id)).toEqual(['a', 'c']);
    await third.close();
  });

  it('skips a line that is JSON but not a change, keeping the rest', async () => {
    await appendFile(
      join(dir, JOB_LOG_FILE),
      `${JSON.stringify([{ job: { id: 'x' } }])}\n${JSON.stringify([{ job: job('a') }])}\n`,
    );
    const store = await openJobStore(dir, log);
    expect(store.jobs().map((j) => j.id)).toEqual(['a']);
    await store.close();
  });

  it('rewrites the log once it has grown far past its records, losing nothing', async () => {
    const store = await openJobStore(dir, log);
    await store.put({ job: job('keep') });
    const writes: Promise<void>[] = [];
    for (let n = 0; n <= 2100; n += 1)
      writes.push(store.put({ job: job('busy', { progress: n / 2100 }) }));
    await Promise.all(writes);
    await store.close();
    expect((await lines()).length).toBeLessThan(100);
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const again = await openJobStore(dir, log);
    expect(again.job('busy')?.progress).toBe(1);
    expect(again.job('keep')?.status).toBe('queued');
    await again.close();
  });
});
