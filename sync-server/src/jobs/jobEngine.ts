import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import {
  isJobFinished,
  JOB_MESSAGE_MAX,
  jobKindSchema,
  recordIdSchema,
  type Clock,
  type Job,
  type JobKind,
  type JobSchedule,
  type JobStatus,
  type JobsService,
  type JsonValue,
  type NewJobSchedule,
} from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import { HttpError } from '../http/httpError';
import type { JobRecord, ScheduleRecord } from './jobRecords';
import { LeaseLost, type JobStore, type SharedJobs } from './jobStore';
import { toStoredJson } from './jobJson';
import { nextRunAfter } from './nextRun';

/** How the engine runs; every field has a default. */
export interface JobEngineOptions {
  /** Jobs running at once (default 2: a small VPS has 2 cores, and requests come first). */
  concurrency?: number;
  /** How long `stop` lets running jobs finish before it asks them to stop (default 5 s). */
  stopGraceMs?: number;
  /** After the grace, how long `stop` waits for stopped jobs to settle before leaving them (default 1 s). */
  stopSettleMs?: number;
  /** Finished jobs older than this are forgotten at start (default 90 days). */
  keepFinishedMs?: number;
  /** At most this many finished jobs are kept per company, the newest (default 1,000). */
  keepFinishedPerCompany?: number;
  /**
   * With a shared store (several processes): how long a job's lease lasts without renewal, so how
   * soon another process takes over the job of one that died (default 30 s).
   */
  leaseMs?: number;
  /** With a shared store: how often the engine reads what other processes changed (default 1 s). */
  pollMs?: number;
}

const STOPPED_BECAUSE = {
  cancelled: 'The job was cancelled',
  shutdown: 'The server is stopping',
  lost: 'Another process took the job over',
} as const;

/**
 * Why a job's signal aborted: someone cancelled it, the server is stopping, or (several processes)
 * this process lost the job's lease and another one runs it now.
 */
export class JobStopped extends Error {
  override name = 'AbortError';
  constructor(readonly why: keyof typeof STOPPED_BECAUSE) {
    super(STOPPED_BECAUSE[why]);
  }
}

/** The sentence of a job that a restart stopped and that does not rerun. */
export const INTERRUPTED = 'Interrupted by a restart';

const PROGRESS_EVENT_MS = 100;
const PROGRESS_SAVE_MS = 2000;
const TIMER_CAP_MS = 60_000;
const MIN_EVERY_MS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface KindEntry {
  pluginId: string;
  kind: JobKind<unknown, JsonValue>;
}

interface Running {
  record: JobRecord;
  controller: AbortController;
  settled: Promise<void>;
  lastEventAt: number;
  eventTimer: NodeJS.Timeout | null;
  lastSavedAt: number;
  /** The handler has returned or thrown: its record is final and being written. */
  over: boolean;
  /** Shared store: this process holds the job's lease, from the claim that started it. */
  leased: boolean;
  /** Shared store: another process took the job over; nothing of this run is written any more. */
  lost: boolean;
}

const isoTime = z.iso.datetime({ offset: true, message: 'Use an ISO date and time' });
const scheduleKey = recordIdSchema;
const newScheduleSchema = z.union([
  z.object({ at: isoTime, key: scheduleKey.optional() }),
  z.object({
    every: z
      .number()
      .int()
      .min(MIN_EVERY_MS, `Repeat at most every ${MIN_EVERY_MS / 1000} second`),
    from: isoTime.optional(),
    key: scheduleKey.optional(),
  }),
]);

function newId(): string {
  return randomBytes(12).toString('base64url');
}

/** A keyed schedule's id: the same in every process that schedules it. */
function keyedScheduleId(pluginId: string, companyId: string, key: string): string {
  return createHash('sha256')
    .update(JSON.stringify([pluginId, companyId, key]))
    .digest('base64url')
    .slice(0, 16);
}

/** A stored job as the API shows it: without its input. */
export function jobView(record: JobRecord): Job {
  const { input: _input, ...job } = record;
  return job;
}

function scheduleView(record: ScheduleRecord): JobSchedule {
  const { input: _input, ...schedule } = record;
  return schedule;
}

/**
 * Runs the plugins' background jobs (`core.jobs`): a queue on disk (JobStore), a small pool of
 * workers fair across companies, progress to listeners, cancel, schedules on the injected clock,
 * and recovery of what a stop or crash interrupted.
 *
 * On a shared store (PostgreSQL, several processes) each job runs under a lease on its row,
 * renewed while it runs: a job runs in one process, and a job whose process died is taken over
 * once its lease expires; each schedule run is claimed before it fires, so it fires once; and the
 * engine reads what the other processes changed every `pollMs`, so any of them shows a job's
 * progress and tells its listeners (docs/jobs.md, "Several processes"). A process that finds it
 * lost a running job's lease (it missed renewals, and another process took the job over) aborts
 * the job's signal and writes nothing more of that run.
 */
export class JobEngine {
  private readonly kinds = new Map<string, KindEntry>();
  private readonly running = new Map<string, Running>();
  /** Queued job ids, oldest first. */
  private readonly queued = new Set<string>();
  private readonly listeners = new Map<string, Set<(job: Job) => void>>();
  /** When each company last had a job started (a counter), for fairness. */
  private readonly served = new Map<string, number>();
  private serveCounter = 0;
  private readonly concurrency: number;
  private readonly stopGraceMs: number;
  private readonly stopSettleMs: number;
  private readonly keepFinishedMs: number;
  private readonly keepFinishedPerCompany: number;
  private started = false;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> = Promise.resolve();
  private readonly shared: SharedJobs | null;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private pollTimer: NodeJS.Timeout | null = null;
  private polling: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: JobStore,
    private readonly clock: Clock,
    private readonly log: LogFn,
    options: JobEngineOptions = {},
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.stopGraceMs = options.stopGraceMs ?? 5000;
    this.stopSettleMs = options.stopSettleMs ?? 1000;
    this.keepFinishedMs = options.keepFinishedMs ?? 90 * DAY_MS;
    this.keepFinishedPerCompany = options.keepFinishedPerCompany ?? 1000;
    this.shared = store.shared ?? null;
    this.leaseMs = Math.max(100, options.leaseMs ?? 30_000);
    this.pollMs = Math.max(10, Math.min(options.pollMs ?? 1000, this.leaseMs / 3));
    this.shared?.leaseNewJobs(this.leaseMs);
  }

  /** The service one plugin gets: its own kinds, jobs and schedules. */
  forPlugin(pluginId: string): JobsService {
    const prefix = `${pluginId}.`;
    const mine = (record: { kind: string } | undefined) => record?.kind.startsWith(prefix);
    const ownKind = (name: string) => {
      const kind = `${prefix}${name}`;
      const entry = this.kinds.get(kind);
      if (!entry) throw new Error(`Plugin ${pluginId} has no job kind ${name}: define it first`);
      return { kind, entry };
    };
    return {
      define: (name, kind) => {
        const full = jobKindSchema.parse(`${prefix}${name}`);
        if (this.kinds.has(full)) throw new Error(`The job kind ${full} is defined twice`);
        this.kinds.set(full, { pluginId, kind: kind as JobKind<unknown, JsonValue> });
      },
      start: async (companyId, name, input, options = {}) => {
        this.refuseWhenStopping();
        const { kind, entry } = ownKind(name);
        entry.kind.inputSchema.parse(input);
        const record = this.newJob(companyId, kind, input, options.by ?? null, null);
        await this.store.put({ job: record });
        this.queued.add(record.id);
        this.emit(record);
        this.dispatch();
        return jobView(record);
      },
      schedule: async (request) => this.addSchedule(pluginId, ownKind(request.kind), request),
      unschedule: async (companyId, scheduleId) => {
        const found = this.store.schedule(scheduleId);
        if (!found || found.companyId !== companyId || !mine(found)) return false;
        await this.store.put({ removeSchedule: scheduleId });
        return true;
      },
      schedules: (companyId) =>
        this.store
          .schedules()
          .filter((s) => s.companyId === companyId && mine(s))
          .map(scheduleView),
      list: (companyId, filter = {}) =>
        this.list(companyId, {
          ...filter,
          kind: filter.kind === undefined ? undefined : `${prefix}${filter.kind}`,
        }).filter(mine),
      get: (companyId, jobId) => {
        const job = this.get(companyId, jobId);
        return mine(job) ? job : undefined;
      },
      cancel: async (companyId, jobId) =>
        mine(this.get(companyId, jobId)) ? this.cancel(companyId, jobId) : undefined,
      finished: (companyId, jobId) => {
        const job = this.get(companyId, jobId);
        if (!job || !mine(job))
          return Promise.reject(new Error(`No job ${jobId} of plugin ${pluginId}`));
        return this.finished(jobId);
      },
    };
  }

  /**
   * Recovers what the last process left (running jobs rerun or fail, queued jobs of kinds no
   * plugin defines fail), forgets old finished jobs, then starts the workers and the schedules.
   * Call it once every plugin has defined its kinds.
   */
  async start(): Promise<void> {
    const now = this.clock.now();
    const changes: Parameters<JobStore['put']> = [];
    let rerun = 0;
    let failed = 0;
    const finishedPerCompany = new Map<string, number>();
    for (const job of this.store.jobs().reverse()) {
      if (!isJobFinished(job.status)) continue;
      const finishedAt = Date.parse(job.finishedAt ?? job.createdAt);
      const kept = (finishedPerCompany.get(job.companyId) ?? 0) + 1;
      finishedPerCompany.set(job.companyId, kept);
      if (now.getTime() - finishedAt > this.keepFinishedMs || kept > this.keepFinishedPerCompany)
        changes.push({ removeJob: job.id });
    }
    // Shared: other processes may be running these; those left by a dead one are found by `poll`.
    for (const job of this.shared ? [] : this.store.jobs()) {
      if (isJobFinished(job.status)) continue;
      const entry = this.kinds.get(job.kind);
      if (job.status === 'running') {
        const next = this.recovered(job, entry);
        changes.push({ job: next });
        if (next.status === 'queued') {
          this.queued.add(job.id);
          rerun += 1;
        } else if (next.status === 'failed') failed += 1;
      } else if (!entry) {
        const error = `No installed plugin runs jobs of kind ${job.kind}`;
        changes.push({ job: this.finishedRecord(job, 'failed', null, error) });
        failed += 1;
      } else this.queued.add(job.id);
    }
    if (changes.length > 0) await this.store.put(...changes);
    if (rerun + failed > 0)
      this.log('warn', 'Jobs interrupted by the last stop', { rerun, failed });
    this.started = true;
    await this.tick();
    if (this.shared) await this.poll();
  }

  /** What becomes of a job found running that no process runs any more (a stop or a crash). */
  private recovered(job: JobRecord, entry: KindEntry | undefined): JobRecord {
    if (job.cancelRequested) return this.finishedRecord(job, 'cancelled', null, null, 'Cancelled');
    if (entry?.kind.retry === 'rerun' && job.attempts < 2)
      return {
        ...job,
        status: 'queued',
        progress: 0,
        message: 'Waiting to run again after a restart',
      };
    return this.finishedRecord(job, 'failed', null, INTERRUPTED);
  }

  /**
   * With a shared store, every `pollMs`: reads what other processes changed (telling listeners),
   * renews the leases of the jobs running here, and takes over the unfinished jobs no process
   * holds (those of a process that died, or queued ones waiting).
   */
  private poll(): Promise<void> {
    const shared = this.shared;
    if (!shared || this.stopping) return this.polling;
    this.polling = (async () => {
      if (this.pollTimer) clearTimeout(this.pollTimer);
      this.pollTimer = null;
      try {
        const changed = await shared.refresh();
        for (const job of changed.jobs) if (!this.runningHere(job.id)) this.emit(job);
        const here = [...this.running.values()].filter(
          (running) => running.leased && !running.lost,
        );
        const renewed = await shared.renew(
          here.map((running) => running.record.id),
          this.leaseMs,
        );
        const held = new Set(renewed.held);
        for (const running of here) if (!held.has(running.record.id)) this.leaseLost(running);
        for (const id of renewed.cancel) {
          const running = this.running.get(id);
          if (running) await this.cancel(running.record.companyId, id);
        }
        for (const id of await shared.unleased()) {
          if (this.stopping) break;
          if (!this.running.has(id) && !this.queued.has(id)) await this.adopt(shared, id);
        }
        if (changed.schedules.length > 0) this.armTimer();
        this.dispatch();
      } catch (error) {
        this.log('warn', 'Could not read the jobs of the other processes', {
          error: String(error),
        });
      }
      if (this.stopping) return;
      this.pollTimer = setTimeout(() => void this.poll(), this.pollMs);
      this.pollTimer.unref();
    })();
    return this.polling;
  }

  /**
   * Another process holds the lease of a job running here (this one missed renewing it, and the
   * job was taken over): the handler is told through its signal, and nothing it reports from now
   * on is written; readers here see the job as stored.
   */
  private leaseLost(running: Running): void {
    if (running.lost) return;
    running.lost = true;
    if (running.eventTimer) clearTimeout(running.eventTimer);
    running.eventTimer = null;
    this.log('warn', 'Another process took over a job running here: stopping it here', {
      job: running.record.id,
      kind: running.record.kind,
    });
    running.controller.abort(new JobStopped('lost'));
  }

  /** The run of a job in this process, unless another process has taken the job over. */
  private runningHere(jobId: string): Running | undefined {
    const running = this.running.get(jobId);
    return running?.lost ? undefined : running;
  }

  /** Takes over an unfinished job no process holds: queues it, or recovers it if it was running. */
  private async adopt(shared: SharedJobs, jobId: string): Promise<void> {
    const known = this.store.job(jobId);
    // A kind this process lacks is left to a process that has it.
    if (known && !this.kinds.has(known.kind)) return;
    const job = await shared.claim(jobId, this.leaseMs);
    if (!job || this.running.has(jobId)) return;
    if (job.status === 'running') {
      const next = this.recovered(job, this.kinds.get(job.kind));
      this.log('warn', 'Took over a job whose process stopped', { job: job.id, now: next.status });
      await this.store.put({ job: next });
      this.emit(next);
      if (next.status !== 'queued') return;
    } else if (job.cancelRequested) return this.cancelUnstarted(job);
    this.queued.add(jobId);
  }

  /** Ends as cancelled a queued job that another process was asked to cancel. */
  private async cancelUnstarted(job: JobRecord): Promise<void> {
    if (job.status !== 'queued' || !job.cancelRequested) return;
    const cancelled = this.finishedRecord(job, 'cancelled', null, null, 'Cancelled');
    this.queued.delete(job.id);
    await this.store.put({ job: cancelled }).catch(() => {});
    this.emit(cancelled);
  }

  /**
   * Lets running jobs finish for a while, then asks those still running to stop (their signal
   * aborts); a job that still runs after that is left as running on disk, with its latest
   * progress, for the next start to rerun or report. Schedules stop firing.
   */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    await this.polling;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    const settledWithin = async (ms: number) => {
      const all = Promise.all([...this.running.values()].map((r) => r.settled));
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([all, new Promise((resolve) => (timeout = setTimeout(resolve, ms)))]);
      clearTimeout(timeout);
    };
    if (this.running.size > 0) await settledWithin(this.stopGraceMs);
    if (this.running.size > 0) {
      for (const running of this.running.values())
        running.controller.abort(new JobStopped('shutdown'));
      await settledWithin(this.stopSettleMs);
    }
    const left = [...this.running.values()].filter((running) => !running.lost);
    if (left.length > 0) {
      await this.store.put(...left.map((running) => ({ job: running.record }))).catch((error) => {
        if (!(error instanceof LeaseLost)) throw error;
        for (const running of left)
          if (error.jobIds.includes(running.record.id)) this.leaseLost(running);
      });
      this.log('warn', 'Jobs still running at stop; the next start reruns or reports them', {
        jobs: left.map((running) => running.record.id),
      });
    }
    await this.shared
      ?.release()
      .catch((error: unknown) =>
        this.log('warn', 'Could not hand over the jobs of this process', { error: String(error) }),
      );
    await this.store.close();
  }

  /** Fires the schedules that are due by the clock, then starts what the workers can take. */
  tick(): Promise<void> {
    const run = this.ticking.then(() => this.fireDueSchedules());
    this.ticking = run.catch((error: unknown) =>
      this.log('error', 'Job schedules failed to fire', { error: String(error) }),
    );
    return run;
  }

  /** A company's jobs, newest first, as the API shows them. */
  list(companyId: string, filter: { kind?: string | undefined; status?: JobStatus } = {}): Job[] {
    const jobs: Job[] = [];
    for (const record of this.store.jobs()) {
      if (record.companyId !== companyId) continue;
      const job = this.current(record);
      if (filter.kind !== undefined && job.kind !== filter.kind) continue;
      if (filter.status !== undefined && job.status !== filter.status) continue;
      jobs.push(jobView(job));
    }
    return jobs.reverse();
  }

  /** One job of a company as it is now; undefined when the company has none of this id. */
  get(companyId: string, jobId: string): Job | undefined {
    const record = this.store.job(jobId);
    return record && record.companyId === companyId ? jobView(this.current(record)) : undefined;
  }

  /**
   * Cancels a queued job, or asks a running one to stop; answers the job as it now is (a finished
   * job as it was), undefined when the company has no such job.
   */
  async cancel(companyId: string, jobId: string): Promise<Job | undefined> {
    const stored = this.store.job(jobId);
    if (!stored || stored.companyId !== companyId) return undefined;
    const running = this.runningHere(jobId);
    if (running) {
      if (!running.record.cancelRequested && !running.over) {
        running.record = { ...running.record, cancelRequested: true, message: 'Cancelling' };
        try {
          await this.store.put({ job: running.record });
        } catch (error) {
          if (!(error instanceof LeaseLost)) throw error;
          // Asked of the process that runs the job now.
          this.leaseLost(running);
          return this.cancel(companyId, jobId);
        }
        running.controller.abort(new JobStopped('cancelled'));
        this.emit(running.record);
      }
      return jobView(running.record);
    }
    if (isJobFinished(stored.status)) return jobView(stored);
    let job = stored;
    if (this.shared) {
      // Cancelled here if no other process runs it (or is about to); else that process is asked to.
      const claimed = await this.shared.claim(jobId, this.leaseMs);
      if (!claimed) {
        const now = this.store.job(jobId) ?? stored;
        if (isJobFinished(now.status) || !(await this.shared.requestCancel(jobId)))
          return jobView(this.store.job(jobId) ?? now);
        const asked = { ...now, cancelRequested: true, message: 'Cancelling' };
        this.shared.remember({ job: asked });
        this.emit(asked);
        return jobView(asked);
      }
      job = claimed;
    } else if (stored.status !== 'queued') return jobView(stored);
    const cancelled = this.finishedRecord(job, 'cancelled', null, null, 'Cancelled');
    this.queued.delete(jobId);
    await this.store.put({ job: cancelled });
    this.emit(cancelled);
    return jobView(cancelled);
  }

  /** Calls `listener` with the job each time it changes, until the returned function is called. */
  subscribe(jobId: string, listener: (job: Job) => void): () => void {
    let set = this.listeners.get(jobId);
    if (!set) this.listeners.set(jobId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(jobId);
    };
  }

  /** Resolves with the job once it is done, failed or cancelled. */
  finished(jobId: string): Promise<Job> {
    return new Promise((resolve, reject) => {
      const record = this.store.job(jobId);
      if (!record) return reject(new Error(`No job ${jobId}`));
      const now = this.current(record);
      if (isJobFinished(now.status)) return resolve(jobView(now));
      const stop = this.subscribe(jobId, (job) => {
        if (!isJobFinished(job.status)) return;
        stop();
        resolve(job);
      });
    });
  }

  private current(record: JobRecord): JobRecord {
    return this.runningHere(record.id)?.record ?? record;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  private newJob(
    companyId: string,
    kind: string,
    input: unknown,
    by: string | null,
    scheduleId: string | null,
  ): JobRecord {
    recordIdSchema.parse(companyId);
    return {
      id: newId(),
      companyId,
      kind,
      status: 'queued',
      progress: 0,
      message: 'Waiting to start',
      result: null,
      error: null,
      startedBy: by,
      scheduleId,
      attempts: 0,
      createdAt: this.now(),
      startedAt: null,
      finishedAt: null,
      cancelRequested: false,
      input: toStoredJson(input, 'input') as JsonValue,
    };
  }

  private finishedRecord(
    job: JobRecord,
    status: 'done' | 'failed' | 'cancelled',
    result: JsonValue | null,
    error: string | null,
    message = status === 'done' ? 'Done' : job.message,
  ): JobRecord {
    return {
      ...job,
      status,
      progress: status === 'done' ? 1 : job.progress,
      message,
      result,
      error,
      finishedAt: this.now(),
    };
  }

  private emit(record: JobRecord): void {
    const listeners = this.listeners.get(record.id);
    if (!listeners) return;
    const job = jobView(record);
    for (const listener of [...listeners]) {
      try {
        listener(job);
      } catch (error) {
        this.log('error', 'A job listener failed', { job: record.id, error: String(error) });
      }
    }
  }

  /** Starts queued jobs while workers are free: the company served longest ago goes first. */
  private dispatch(): void {
    if (!this.started || this.stopping) return;
    while (this.running.size < this.concurrency) {
      const busy = new Map<string, number>();
      for (const { record } of this.running.values())
        busy.set(record.companyId, (busy.get(record.companyId) ?? 0) + 1);
      let best: JobRecord | undefined;
      let bestRank: [number, number] = [Infinity, Infinity];
      const seen = new Set<string>();
      for (const id of this.queued) {
        const record = this.store.job(id);
        if (!record || record.status !== 'queued') {
          this.queued.delete(id);
          continue;
        }
        // The oldest queued job of each company stands for it.
        if (seen.has(record.companyId) || !this.kinds.has(record.kind)) continue;
        seen.add(record.companyId);
        const rank: [number, number] = [
          busy.get(record.companyId) ?? 0,
          this.served.get(record.companyId) ?? -1,
        ];
        if (rank[0] < bestRank[0] || (rank[0] === bestRank[0] && rank[1] < bestRank[1])) {
          best = record;
          bestRank = rank;
        }
      }
      if (!best) return;
      this.queued.delete(best.id);
      this.served.set(best.companyId, ++this.serveCounter);
      this.run(best);
    }
  }

  private run(queued: JobRecord): void {
    const entry = this.kinds.get(queued.kind);
    if (!entry) return;
    const controller = new AbortController();
    const started = (job: JobRecord): JobRecord => ({
      ...job,
      status: 'running',
      attempts: job.attempts + 1,
      startedAt: this.now(),
      message: 'Starting',
    });
    const running: Running = {
      record: started(queued),
      controller,
      settled: Promise.resolve(),
      lastEventAt: 0,
      eventTimer: null,
      lastSavedAt: performance.now(),
      over: false,
      leased: !this.shared,
      lost: false,
    };
    this.running.set(queued.id, running);
    const { id, companyId, kind } = queued;
    const log: LogFn = (level, message, details) =>
      this.log(level, `[job ${kind} ${id}] ${message}`, details);
    running.settled = (async () => {
      if (this.shared) {
        // Another process may have taken the job meanwhile: run it only under this one's lease.
        // (A job left unleased by a failed claim is queued again by the next poll.)
        const claimed = await this.shared.claim(id, this.leaseMs).catch((error: unknown) => {
          log('warn', 'Could not lease the job', { error: String(error) });
          return undefined;
        });
        if (claimed?.status !== 'queued' || claimed.cancelRequested) {
          this.running.delete(id);
          if (claimed) await this.cancelUnstarted(claimed);
          this.dispatch();
          return;
        }
        running.record = started(claimed);
        running.leased = true;
      }
      let outcome: { result: JsonValue } | { error: unknown };
      try {
        // On disk as running before any work: a crash from here on is seen at the next start.
        await this.store.put({ job: running.record });
        this.emit(running.record);
        const input = entry.kind.inputSchema.parse(queued.input);
        const result = await entry.kind.run({
          jobId: id,
          companyId,
          input,
          attempt: running.record.attempts,
          progress: (fraction, message) => this.progress(running, fraction, message),
          signal: controller.signal,
          checkpoint: async () => {
            await new Promise((resolve) => setImmediate(resolve));
            controller.signal.throwIfAborted();
          },
          clock: this.clock,
          log,
        });
        outcome = { result: toStoredJson(result, 'result') as JsonValue };
      } catch (error) {
        outcome = { error };
      }
      await this.settle(running, entry, outcome, log);
    })();
  }

  private progress(running: Running, fraction: number, message: string | undefined): void {
    if (running.over || running.lost) return;
    const record = running.record;
    running.record = {
      ...record,
      progress: Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : record.progress,
      message:
        message === undefined || record.cancelRequested
          ? record.message
          : String(message).slice(0, JOB_MESSAGE_MAX),
    };
    const now = performance.now();
    if (now - running.lastSavedAt >= PROGRESS_SAVE_MS) {
      running.lastSavedAt = now;
      this.store.put({ job: running.record }).catch((error: unknown) => {
        if (error instanceof LeaseLost) this.leaseLost(running);
      });
    }
    if (running.eventTimer) return;
    const wait = running.lastEventAt + PROGRESS_EVENT_MS - now;
    if (wait <= 0) {
      running.lastEventAt = now;
      this.emit(running.record);
      return;
    }
    running.eventTimer = setTimeout(() => {
      running.eventTimer = null;
      running.lastEventAt = performance.now();
      if (this.running.get(running.record.id) === running) this.emit(running.record);
    }, wait);
  }

  private async settle(
    running: Running,
    entry: KindEntry,
    outcome: { result: JsonValue } | { error: unknown },
    log: LogFn,
  ): Promise<void> {
    running.over = true;
    if (running.eventTimer) clearTimeout(running.eventTimer);
    if ('error' in outcome && outcome.error instanceof LeaseLost) this.leaseLost(running);
    if (running.lost) return this.dropLost(running);
    const job = running.record;
    const reason: unknown = running.controller.signal.reason;
    let next: JobRecord;
    if ('result' in outcome) next = this.finishedRecord(job, 'done', outcome.result, null);
    else if (reason instanceof JobStopped && reason.why === 'cancelled')
      next = this.finishedRecord(job, 'cancelled', null, null, 'Cancelled');
    else if (reason instanceof JobStopped && entry.kind.retry === 'rerun' && job.attempts < 2)
      next = {
        ...job,
        status: 'queued',
        progress: 0,
        message: 'Waiting to run again after a restart',
      };
    else if (reason instanceof JobStopped)
      next = this.finishedRecord(job, 'failed', null, INTERRUPTED);
    else {
      const error = outcome.error;
      const text = error instanceof Error ? error.message : String(error);
      log('error', 'Failed', { error: error instanceof Error ? error.stack : text });
      next = this.finishedRecord(job, 'failed', null, text.slice(0, 500) || 'Failed');
    }
    // Readers see the outcome at once; listeners hear of it once it is on disk.
    running.record = next;
    try {
      await this.store.put({ job: next });
    } catch (error) {
      if (error instanceof LeaseLost) {
        this.leaseLost(running);
        return this.dropLost(running);
      }
      // Logged by the store; the job stays running on disk, and the next start says so.
    }
    this.running.delete(job.id);
    if (next.status === 'queued' && !this.stopping) this.queued.add(next.id);
    this.emit(next);
    this.dispatch();
  }

  /** Forgets the run of a job another process took over; listeners hear of the job as stored. */
  private dropLost(running: Running): void {
    const id = running.record.id;
    if (this.running.get(id) === running) this.running.delete(id);
    const stored = this.store.job(id);
    if (stored) this.emit(stored);
    this.dispatch();
  }

  /** Once the engine stops, its store takes no more writes: a new job would not be kept. */
  private refuseWhenStopping(): void {
    if (this.stopping)
      throw new HttpError(503, { error: 'The server is restarting; try again in a moment' });
  }

  private async addSchedule(
    pluginId: string,
    { kind, entry }: { kind: string; entry: KindEntry },
    request: NewJobSchedule,
  ): Promise<JobSchedule> {
    this.refuseWhenStopping();
    const when = newScheduleSchema.parse(request);
    entry.kind.inputSchema.parse(request.input);
    recordIdSchema.parse(request.companyId);
    const now = this.now();
    const key = when.key ?? null;
    const existing =
      key === null
        ? undefined
        : this.store
            .schedules()
            .find(
              (s) =>
                s.kind.startsWith(`${pluginId}.`) &&
                s.companyId === request.companyId &&
                s.key === key,
            );
    const every = 'every' in when ? when.every : null;
    const first =
      'at' in when
        ? new Date(when.at).toISOString()
        : new Date(
            when.from === undefined ? Date.parse(now) + when.every : Date.parse(when.from),
          ).toISOString();
    const record: ScheduleRecord = {
      id:
        existing?.id ??
        (key === null ? newId() : keyedScheduleId(pluginId, request.companyId, key)),
      companyId: request.companyId,
      kind,
      key,
      at: 'at' in when ? first : null,
      every,
      nextRunAt: first,
      lastRunAt: existing?.lastRunAt ?? null,
      lastJobId: existing?.lastJobId ?? null,
      by: request.by ?? null,
      createdAt: existing?.createdAt ?? now,
      input: toStoredJson(request.input, 'input') as JsonValue,
    };
    await this.store.put({ schedule: record });
    this.armTimer();
    return scheduleView(record);
  }

  private async fireDueSchedules(): Promise<void> {
    if (!this.started || this.stopping) return;
    const now = this.clock.now().getTime();
    for (const schedule of this.store.schedules()) {
      if (schedule.nextRunAt === null || !this.kinds.has(schedule.kind)) continue;
      const due = Date.parse(schedule.nextRunAt);
      if (due > now) continue;
      const nextRunAt =
        schedule.every === null
          ? null
          : new Date(nextRunAfter(due, schedule.every, now)).toISOString();
      if (this.shared && !(await this.shared.claimRun(`${schedule.id}@${schedule.nextRunAt}`))) {
        // Another process fired this run; its record of the schedule arrives with the next poll.
        this.shared.remember({ schedule: { ...schedule, nextRunAt } });
        continue;
      }
      const last = schedule.lastJobId ? this.store.job(schedule.lastJobId) : undefined;
      const stillGoing = last !== undefined && !isJobFinished(this.current(last).status);
      const job = stillGoing
        ? null
        : this.newJob(schedule.companyId, schedule.kind, schedule.input, schedule.by, schedule.id);
      const advanced: ScheduleRecord = {
        ...schedule,
        nextRunAt,
        lastRunAt: new Date(now).toISOString(),
        lastJobId: job?.id ?? schedule.lastJobId,
      };
      // One line: after a crash the schedule has fired and its job exists, or neither.
      if (job) {
        await this.store.put({ job }, { schedule: advanced });
        this.queued.add(job.id);
      } else {
        await this.store.put({ schedule: advanced });
        this.log('info', 'A schedule skipped a run: its last job is still going', {
          schedule: schedule.id,
          job: schedule.lastJobId,
        });
      }
    }
    this.dispatch();
    this.armTimer();
  }

  private armTimer(): void {
    if (!this.started || this.stopping) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    let soonest = Infinity;
    for (const schedule of this.store.schedules())
      if (schedule.nextRunAt !== null && this.kinds.has(schedule.kind))
        soonest = Math.min(soonest, Date.parse(schedule.nextRunAt));
    if (soonest === Infinity) return;
    const wait = Math.min(TIMER_CAP_MS, Math.max(0, soonest - this.clock.now().getTime()));
    this.timer = setTimeout(() => void this.tick().catch(() => {}), wait);
    this.timer.unref();
  }
}
