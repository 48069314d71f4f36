import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Job, JobStatus, JsonValue } from './job';

/** What a job's handler is given. */
export interface JobContext<I> {
  jobId: string;
  companyId: string;
  /** The input `start` was given, parsed by the kind's `inputSchema`. */
  input: I;
  /** 1 on the first run, 2 when a restart interrupted the first and the kind reruns. */
  attempt: number;
  /**
   * Tells the browser how far along the job is: `fraction` from 0 to 1, and a short sentence a
   * person understands ('Checked 120 of 500 transactions'). Cheap: call it as often as you like.
   */
  progress(fraction: number, message?: string): void;
  /**
   * Aborts when someone cancels the job, the server stops, or (several processes) another process
   * took the job over; its `reason` says which. Pass it to fetches and child processes; a handler
   * that sees it should throw (`signal.throwIfAborted()`).
   */
  signal: AbortSignal;
  /**
   * Lets the server answer requests and other jobs move on, then throws if the job was
   * cancelled. Await it at least every ~20 ms of CPU work (every few hundred rows of a loop):
   * one job shares its process with every request.
   */
  checkpoint(): Promise<void>;
  clock: Clock;
  /** The server's log, with the job's kind and id. */
  log(level: 'info' | 'warn' | 'error', message: string, details?: Record<string, unknown>): void;
}

/** One kind of job a plugin runs (`jobs.define(name, kind)`). */
export interface JobKind<I, R extends JsonValue = JsonValue> {
  /** Checks the input of `start` and `schedule` (a ZodError, the API's 400, when it is wrong). */
  inputSchema: z.ZodType<I>;
  /** Does the work; what it returns is stored as the job's result (JSON, at most 1 MB). */
  run(ctx: JobContext<I>): Promise<R>;
  /**
   * A job the server was running when it stopped (a crash, a deploy): 'rerun' starts it once
   * more from the beginning (only for work that is safe to repeat); 'report' (the default)
   * marks it failed, 'Interrupted by a restart', for a person to look at.
   */
  retry?: 'rerun' | 'report';
}

/** Who a job is started for; they (and the company's owners and admins) may see and cancel it. */
export interface JobStartOptions {
  /** The user id of the member who asked; null or left out for the server's own work. */
  by?: string | null;
}

/** A schedule to create: run once at a time, or every so many milliseconds. */
export type NewJobSchedule = {
  companyId: string;
  /** The kind's name, as given to `define`. */
  kind: string;
  input: unknown;
  by?: string | null;
  /**
   * Names the schedule within the plugin and company: scheduling again with the same key
   * replaces it, so a plugin may schedule on every start.
   */
  key?: string;
} & (
  | { /** ISO time to run once. */ at: string }
  | {
      /** Run every so many milliseconds (at least 1,000). */
      every: number;
      /** ISO time of the first run; default one period from now. */
      from?: string;
    }
);

/** A stored schedule. */
export interface JobSchedule {
  id: string;
  companyId: string;
  /** The full kind, '<plugin-id>.<name>'. */
  kind: string;
  key: string | null;
  /** For one-off schedules, when; null for repeating ones. */
  at: string | null;
  /** For repeating schedules, the period in ms; null for one-off ones. */
  every: number | null;
  /** When it next fires; null once a one-off schedule has fired. */
  nextRunAt: string | null;
  lastRunAt: string | null;
  lastJobId: string | null;
  by: string | null;
  createdAt: string;
}

/**
 * `core.jobs` on the server: background jobs of the plugin that asks (its kinds are namespaced by
 * its id), with progress, cancel, a stored result and schedules, kept on disk across restarts.
 * The browser follows a job with `useJob(jobId)` and shows it with `<JobProgress>`.
 */
export interface JobsService {
  /** Declares a kind of job; call it in `init`, before the server starts running jobs. */
  define<I, R extends JsonValue>(name: string, kind: JobKind<I, R>): void;
  /**
   * Queues a job of one of this plugin's kinds for a company; it is on disk when this resolves.
   * Throws a ZodError (the API's 400 naming the field) when the kind's schema refuses `input`.
   */
  start(companyId: string, kind: string, input: unknown, options?: JobStartOptions): Promise<Job>;
  /** Creates (or, by key, replaces) a schedule; on disk when this resolves. */
  schedule(schedule: NewJobSchedule): Promise<JobSchedule>;
  /** Removes a schedule; false when there was none of this plugin's. */
  unschedule(companyId: string, scheduleId: string): Promise<boolean>;
  /** This plugin's schedules in a company. */
  schedules(companyId: string): JobSchedule[];
  /** This plugin's jobs in a company, newest first. */
  list(companyId: string, filter?: { kind?: string; status?: JobStatus }): Job[];
  get(companyId: string, jobId: string): Job | undefined;
  /**
   * Cancels a queued job at once, or asks a running one to stop (its signal aborts); answers the
   * job as it now is, undefined when this plugin has no such job.
   */
  cancel(companyId: string, jobId: string): Promise<Job | undefined>;
  /** Resolves with the job once it is done, failed or cancelled. */
  finished(companyId: string, jobId: string): Promise<Job>;
}
