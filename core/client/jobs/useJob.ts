import { useCallback, useEffect, useState } from 'react';
import { isJobFinished, jobAnswerSchema, type Job } from '@keel/core/domain';
import { isApiError, request } from '../api';
import { useSession } from '../session';
import { readJobStream } from './readJobStream';

/** A job followed live, and a way to cancel it. */
export interface FollowedJob {
  /** The job as the server last told it; null until the first answer. */
  job: Job | null;
  /**
   * Why the job is not shown or not up to date: 'Job not found' (it does not exist, or is not
   * yours to see), or that contact with the server was lost and is being retried.
   */
  error: string | null;
  /** Asks the server to cancel the job; the job shows 'Cancelling' until it stops. */
  cancel(): Promise<void>;
  cancelling: boolean;
}

/** Reconnect after 1, 2, 4... seconds, at most 15. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 15_000;
export const LOST_CONTACT = 'Lost contact with the server; trying again';

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Follows one job of the open company live, over the server's event stream (no polling): each
 * change of progress, message or status re-renders. The stream reconnects if it drops before the
 * job has finished. Show it with `<JobProgress job={job} onCancel={cancel} />`.
 */
export function useJob(jobId: string | null): FollowedJob {
  const companyId = useSession().user?.companyId ?? null;
  const key = companyId && jobId ? `${companyId}/${jobId}` : null;
  const [state, setState] = useState<{ key: string | null; job: Job | null; error: string | null }>(
    { key: null, job: null, error: null },
  );
  const [cancelling, setCancelling] = useState(false);
  const base = key
    ? `/api/companies/${encodeURIComponent(companyId ?? '')}/jobs/${encodeURIComponent(jobId ?? '')}`
    : null;

  useEffect(() => {
    if (!key || !base) return;
    const controller = new AbortController();
    const { signal } = controller;
    const seen: { latest: Job | null } = { latest: null };
    void (async () => {
      let delay = FIRST_RETRY_MS;
      while (!signal.aborted) {
        try {
          await readJobStream(
            `${base}/events`,
            (job) => {
              seen.latest = job;
              delay = FIRST_RETRY_MS;
              setState({ key, job, error: null });
            },
            signal,
          );
          if (seen.latest && isJobFinished(seen.latest.status)) return;
        } catch (error) {
          if (signal.aborted) return;
          if (isApiError(error) && error.status >= 400 && error.status < 500) {
            setState({ key, job: null, error: error.error ?? 'Job not found' });
            return;
          }
          setState((prev) => ({
            key,
            job: prev.key === key ? prev.job : null,
            error: LOST_CONTACT,
          }));
        }
        await wait(delay, signal);
        delay = Math.min(delay * 2, LAST_RETRY_MS);
      }
    })();
    return () => controller.abort();
  }, [key, base]);

  const cancel = useCallback(async () => {
    if (!base) return;
    setCancelling(true);
    try {
      const { job } = jobAnswerSchema.parse(await request('POST', `${base}/cancel`));
      setState((prev) => (prev.key === key ? { ...prev, job } : prev));
    } catch (error) {
      // 409: it finished meanwhile; the stream brings its final state.
      if (!isApiError(error, 409))
        setState((prev) => ({
          ...prev,
          error: isApiError(error) ? (error.error ?? error.message) : LOST_CONTACT,
        }));
    } finally {
      setCancelling(false);
    }
  }, [base, key]);

  const current = state.key === key ? state : { job: null, error: null };
  return { job: current.job, error: current.error, cancel, cancelling };
}
