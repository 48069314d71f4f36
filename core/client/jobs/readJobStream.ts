import { jobSchema, type Job } from '@keel/core/domain';
import { ApiError } from '../api';
import { apiFetch } from '../api/request';

/**
 * Reads a job's Server-Sent Events (`GET /api/companies/{companyId}/jobs/{jobId}/events`),
 * calling `onJob` with each version of the job, until the server ends the stream. Throws an
 * ApiError for a refused request, the abort reason once `signal` aborts.
 */
export async function readJobStream(
  path: string,
  onJob: (job: Job) => void,
  signal: AbortSignal,
): Promise<void> {
  const res = await apiFetch(path, {
    credentials: 'include',
    headers: { Accept: 'text/event-stream' },
    signal,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text());
  if (!res.body) return;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    signal.throwIfAborted();
    if (done) return;
    pending += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    const blocks = pending.split('\n\n');
    pending = blocks.pop() ?? '';
    for (const block of blocks) {
      const lines = block.split('\n');
      if (!lines.includes('event: job')) continue;
      const data = lines
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      try {
        const job = jobSchema.safeParse(JSON.parse(data));
        if (job.success) onJob(job.data);
      } catch {
        // A garbled event is skipped; the next one carries the whole job again.
      }
    }
  }
}
