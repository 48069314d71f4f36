import type { Clock } from '../clock';
import type { JobsService } from '../jobs/jobsService';
import { createServiceRef } from './serviceRef';

/** The clock every plugin reads the date from (also `ctx.clock` on the server, `useClock()` in the browser). */
export const clockServiceRef = createServiceRef<Clock>('core.clock');

/**
 * Background jobs with progress, cancel, a stored result and schedules (docs/jobs.md): the server
 * half; the browser follows a job with `useJob` and `<JobProgress>` from `@keel/core/client`.
 */
export const jobsServiceRef = createServiceRef<JobsService>('core.jobs');

/** The services the core itself provides, on the server and in the browser: always there. */
export const coreServiceIds: readonly string[] = [clockServiceRef.id, jobsServiceRef.id];
