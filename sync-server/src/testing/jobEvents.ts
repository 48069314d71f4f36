import { jobSchema, type Job } from '@keel/core/domain';
import type { Client } from './testServer';

/**
 * Reads a job's Server-Sent Events (`GET .../jobs/{jobId}/events`) as the browser would, until
 * the server ends the stream (the job finished) or `timeoutMs` passes. `onEvent` sees each job
 * as it arrives, and is awaited before the next is read.
 */
export async function readJobEvents(
  client: Client,
  path: string,
  onEvent: (job: Job) => void | Promise<void> = () => {},
  timeoutMs = 20_000,
): Promise<{ events: Job[]; headers: Headers }> {
  const res = await fetch(client.baseUrl + path, {
    headers: { origin: client.baseUrl, cookie: client.cookie, accept: 'text/event-stream' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (res.status !== 200 || !res.body)
    throw new Error(`Events of ${path}: ${res.status} ${await res.text()}`);
  const events: Job[] = [];
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of res.body) {
    pending += decoder.decode(chunk, { stream: true });
    const blocks = pending.split('\n\n');
    pending = blocks.pop() ?? '';
    for (const block of blocks) {
      const lines = block.split('\n');
      if (!lines.includes('event: job')) continue;
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '';
      const job = jobSchema.parse(JSON.parse(data));
      events.push(job);
      await onEvent(job);
    }
  }
  return { events, headers: res.headers };
}
