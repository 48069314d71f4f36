import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiFetch } from './request';
import { followServerEvents, reconnectDelayMs } from './serverEvents';

const encoder = new TextEncoder();

/** A response streaming `chunks`, then ending. */
const streamOf = (chunks: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
  );

let restore = () => {};
afterEach(() => {
  restore();
  vi.useRealTimers();
});

describe('followServerEvents', () => {
  it('reads events split across chunks and lines in any ending, skipping comments', async () => {
    const abort = new AbortController();
    const heard: string[] = [];
    restore = setApiFetch(async () =>
      streamOf([': connected\n\n', 'event: chan', 'ged\r\ndata: {}\r\n\r\n', 'data: x\n\nevent: ']),
    );
    const opened = vi.fn();
    const following = followServerEvents(
      '/api/events',
      {
        onOpen: opened,
        onEvent: (name) => {
          heard.push(name);
          if (heard.length === 2) abort.abort();
        },
      },
      abort.signal,
    );
    expect(await following).toBe(false);
    expect(heard).toEqual(['changed', 'message']);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('gives each event its data, its data lines joined by new lines', async () => {
    const abort = new AbortController();
    const heard: [string, string][] = [];
    restore = setApiFetch(async () =>
      streamOf(['event: clients\ndata: {"clientIds":\n', 'data: ["c1"]}\n\n', 'data:x\n\n']),
    );
    const following = followServerEvents(
      '/api/events',
      {
        onOpen: () => {},
        onEvent: (name, data) => {
          heard.push([name, data]);
          if (heard.length === 2) abort.abort();
        },
      },
      abort.signal,
    );
    expect(await following).toBe(false);
    expect(heard).toEqual([
      ['clients', '{"clientIds":\n["c1"]}'],
      ['message', 'x'],
    ]);
  });

  it('gives up when the server refuses the stream (signed out, no such route)', async () => {
    restore = setApiFetch(async () => new Response('{"error":"Not signed in"}', { status: 401 }));
    const onOpen = vi.fn();
    expect(
      await followServerEvents(
        '/api/events',
        { onOpen, onEvent: () => {} },
        new AbortController().signal,
      ),
    ).toBe(true);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('reconnects after the stream ends or the network fails, later after each failure', async () => {
    vi.useFakeTimers();
    const abort = new AbortController();
    let calls = 0;
    restore = setApiFetch(async () => {
      calls += 1;
      if (calls === 2) throw new TypeError('Failed to fetch');
      return streamOf([]);
    });
    const onOpen = vi.fn();
    const following = followServerEvents(
      '/api/events',
      { onOpen, onEvent: () => {} },
      abort.signal,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(reconnectDelayMs(0));
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(reconnectDelayMs(1) - 1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(3);
    expect(onOpen).toHaveBeenCalledTimes(2);
    abort.abort();
    expect(await following).toBe(false);
    expect(reconnectDelayMs(10)).toBe(60_000);
  });
});
