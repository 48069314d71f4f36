import { isApiError } from './ApiError';
import { openStream } from './request';

/** What a followed event stream reports. */
export interface ServerEventHandlers {
  /** Each time the stream is (re)connected: catch up on what may have been missed. */
  onOpen(): void;
  /**
   * Each event, by its `event:` name ('message' when it has none), with its data (its `data:`
   * lines joined by new lines); comments are not events.
   */
  onEvent(name: string, data: string): void;
}

/** Waits before reconnecting: 1 s after a stream that ended, doubling per failure up to a minute. */
export function reconnectDelayMs(failures: number): number {
  return failures === 0 ? 1000 : Math.min(60_000, 1000 * 2 ** failures);
}

/** Calls `onEvent` for each event of a server-sent event stream until it ends. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: ServerEventHandlers['onEvent'],
  signal: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel, { once: true });
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      pending += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = pending.indexOf('\n\n');
      while (end >= 0) {
        const lines = pending.slice(0, end).split('\n');
        pending = pending.slice(end + 2);
        end = pending.indexOf('\n\n');
        const data = lines.filter((line) => line.startsWith('data:'));
        if (data.length === 0) continue;
        const named = lines.find((line) => line.startsWith('event:'));
        onEvent(
          named ? named.slice('event:'.length).trim() : 'message',
          data.map((line) => line.slice('data:'.length).replace(/^ /, '')).join('\n'),
        );
      }
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Follows a server-sent event stream of the API (with cookies, through the API client's fetch, so
 * tests and stories fake it) until `signal` aborts, reconnecting when it drops. Resolves true when
 * it gives up because the server refuses it (signed out, no such route), false once aborted.
 */
export async function followServerEvents(
  path: string,
  handlers: ServerEventHandlers,
  signal: AbortSignal,
): Promise<boolean> {
  let failures = 0;
  while (!signal.aborted) {
    try {
      const body = await openStream(path, signal);
      failures = 0;
      handlers.onOpen();
      await readEvents(body, handlers.onEvent, signal);
    } catch (error) {
      if (signal.aborted) break;
      if (isApiError(error) && error.status >= 400 && error.status < 500) return true;
      failures += 1;
    }
    await wait(reconnectDelayMs(failures), signal);
  }
  return false;
}
