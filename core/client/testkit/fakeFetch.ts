import type { FetchLike } from '../api';

/** A handler of the fake API: gets the parsed JSON body, answers [status, body] or a body (200). */
export type FakeHandler = (body: unknown, url: string) => unknown | [number, unknown] | Promise<unknown>;

/** A recorded call to the fake API. */
export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fetch answering from a table keyed 'METHOD /path' (exact path, no query); unknown routes
 * answer 404. `calls` records every request for assertions.
 */
export function fakeFetch(routes: Record<string, FakeHandler | object>): FetchLike & { calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const fn = async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url.split('?')[0]}`];
    if (route === undefined) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    const out: unknown = typeof route === 'function' ? await (route as FakeHandler)(body, url) : route;
    const [status, payload] = Array.isArray(out) && out.length === 2 && typeof out[0] === 'number' ? (out as [number, unknown]) : [200, out];
    return new Response(payload === undefined ? null : JSON.stringify(payload), { status });
  };
  return Object.assign(fn, { calls });
}
