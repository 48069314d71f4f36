import { open, readFile, rename, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { LogFn } from '@keel/core/server';
import {
  jobStoreChangeSchema,
  type JobRecord,
  type JobStoreChange,
  type ScheduleRecord,
} from './jobRecords';

/**
 * Jobs and schedules, kept in memory and on disk. The one place that knows how they are stored:
 * a move to per-record storage (PostgreSQL) replaces this module behind the same interface.
 */
export interface JobStore {
  job(id: string): JobRecord | undefined;
  /** Every job, oldest first. */
  jobs(): JobRecord[];
  schedule(id: string): ScheduleRecord | undefined;
  schedules(): ScheduleRecord[];
  /**
   * Applies changes: reads see them at once, and the returned promise resolves once they are on
   * disk, all of them or (after a crash) none. Records are replaced whole. On a shared store a put
   * that changes a job another process has leased writes nothing and rejects with `LeaseLost`.
   */
  put(...changes: JobStoreChange[]): Promise<void>;
  /** Waits for every write, then closes the file; later puts change memory only. */
  close(): Promise<void>;
  /** Present when several processes share the store (PostgreSQL); the embedded log has one. */
  shared?: SharedJobs;
}

/** A put refused by a shared store: another process has leased these jobs since this one did. */
export class LeaseLost extends Error {
  override name = 'LeaseLost';
  constructor(readonly jobIds: string[]) {
    super(`Another process holds the lease of job ${jobIds.join(', ')}`);
  }
}

/** What lets several processes run one store's jobs, each job once. */
export interface SharedJobs {
  /** This process's name in the leases it takes. */
  readonly owner: string;
  /** New jobs are leased to this process for this long as they are written, until run or given up. */
  leaseNewJobs(leaseMs: number): void;
  /**
   * Reads into memory what other processes changed since the last refresh, and the jobs of puts
   * refused with `LeaseLost` as stored; answers those records.
   */
  refresh(): Promise<{ jobs: JobRecord[]; schedules: ScheduleRecord[] }>;
  /**
   * Leases a queued or running job to this process for `leaseMs` when no other process holds a
   * live lease on it; answers the job as stored (`cancelRequested` if any process asked), or
   * undefined when another process has it or it has finished.
   */
  claim(jobId: string, leaseMs: number): Promise<JobRecord | undefined>;
  /**
   * Extends this process's leases on these jobs; answers the ids it still held, and those of them
   * another process asked to cancel.
   */
  renew(jobIds: string[], leaseMs: number): Promise<{ held: string[]; cancel: string[] }>;
  /** Asks the process running an unfinished job to cancel it; false when it has finished. */
  requestCancel(jobId: string): Promise<boolean>;
  /** Ends this process's leases on its unfinished jobs, so others take them over at once. */
  release(): Promise<void>;
  /** Unfinished jobs that no process holds a live lease on. */
  unleased(): Promise<string[]>;
  /** Claims one run of a schedule (a key naming the schedule and the time); true for the first. */
  claimRun(key: string): Promise<boolean>;
  /** Changes memory only (what another process wrote, or will). */
  remember(change: JobStoreChange): void;
}

/** The file under DATA_DIR. */
export const JOB_LOG_FILE = 'jobs.log';

/** Rewrite the log once it holds this many lines more than there are records. */
const COMPACT_SLACK = 2000;

async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Opens the job store of a DATA_DIR: an append-only log of JSON lines (DATA_DIR/jobs.log), one
 * line per `put`, flushed with fdatasync; lines written together share one sync. A torn last line
 * (a crash mid-write) and lines that do not parse are skipped, and logged. The log is rewritten
 * (temp file, fsync, rename, fsync of the folder) when it has grown well past its records.
 */
export async function openJobStore(dataDir: string, log: LogFn): Promise<JobStore> {
  const path = join(dataDir, JOB_LOG_FILE);
  const jobs = new Map<string, JobRecord>();
  const schedules = new Map<string, ScheduleRecord>();
  const apply = (change: JobStoreChange) => {
    if ('job' in change) jobs.set(change.job.id, change.job);
    else if ('schedule' in change) schedules.set(change.schedule.id, change.schedule);
    else if ('removeJob' in change) jobs.delete(change.removeJob);
    else schedules.delete(change.removeSchedule);
  };

  let lines = 0;
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    lines += 1;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      skipped += 1;
      continue;
    }
    const changes = jobStoreChangeSchema.array().safeParse(parsed);
    if (changes.success) changes.data.forEach(apply);
    else skipped += 1;
  }
  if (skipped > 0) log('warn', 'Skipped unreadable lines of the job log', { file: path, skipped });

  const snapshot = () =>
    [
      ...[...jobs.values()].map((job) => JSON.stringify([{ job }])),
      ...[...schedules.values()].map((schedule) => JSON.stringify([{ schedule }])),
    ].join('\n');

  let counter = 0;
  const compact = async (handle: FileHandle): Promise<FileHandle> => {
    counter += 1;
    const temp = join(dataDir, `.${JOB_LOG_FILE}.${process.pid}.${counter}.tmp`);
    const out = await open(temp, 'w', 0o600);
    try {
      const body = snapshot();
      await out.writeFile(body === '' ? '' : `${body}\n`, 'utf8');
      await out.sync();
    } finally {
      await out.close();
    }
    await handle.close();
    await rename(temp, path);
    await fsyncDir(dataDir);
    lines = jobs.size + schedules.size;
    return open(path, 'a', 0o600);
  };

  let handle = await open(path, 'a', 0o600);
  // A torn last line must not swallow the next one: end the file with a newline first.
  if (text !== '' && !text.endsWith('\n')) await handle.write('\n');
  if (lines > jobs.size + schedules.size + COMPACT_SLACK) handle = await compact(handle);

  let pending: { line: string; done: () => void; failed: (error: unknown) => void }[] = [];
  let flushing: Promise<void> | null = null;
  let closed = false;

  const flush = async () => {
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      try {
        await handle.write(batch.map((entry) => `${entry.line}\n`).join(''));
        await handle.datasync();
        lines += batch.length;
        if (lines > jobs.size + schedules.size + COMPACT_SLACK) handle = await compact(handle);
        batch.forEach((entry) => entry.done());
      } catch (error) {
        log('error', 'Could not write the job log', { file: path, error: String(error) });
        batch.forEach((entry) => entry.failed(error));
      }
    }
    flushing = null;
  };

  return {
    job: (id) => jobs.get(id),
    jobs: () => [...jobs.values()],
    schedule: (id) => schedules.get(id),
    schedules: () => [...schedules.values()],
    put(...changes) {
      changes.forEach(apply);
      if (closed) return Promise.resolve();
      const written = new Promise<void>((done, failed) =>
        pending.push({ line: JSON.stringify(changes), done, failed }),
      );
      flushing ??= flush();
      return written;
    },
    async close() {
      if (closed) return;
      closed = true;
      await flushing;
      await handle.close();
    },
  };
}
