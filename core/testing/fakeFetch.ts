import type { FetchLike } from '../client/api';

/**
 * A handler of the fake API: gets the parsed JSON body, answers [status, body], a body (200) or a
 * Response of its own.
 */
export type FakeHandler = (
  body: unknown,
  url: string,
) => unknown | [number, unknown] | Promise<unknown>;

/** Fake API answers keyed 'METHOD /path' (exact path, no query): a handler or a fixed body. */
export type FakeRoutes = Record<string, FakeHandler | object>;

/** A recorded call to the fake API. */
export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/** A fetch that records its calls. */
export type FakeFetch = FetchLike & { calls: FakeCall[] };

const isAnswer = (out: unknown): out is [number, unknown] =>
  Array.isArray(out) && out.length === 2 && typeof out[0] === 'number';

/**
 * A fetch answering from `routes`; unknown routes answer 404, as a missing server route would,
 * so a story or test without routes shows its error state. `calls` records every request.
 */
export function fakeFetch(routes: FakeRoutes = {}): FakeFetch {
  const calls: FakeCall[] = [];
  const fn = async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url.split('?')[0]}`];
    if (route === undefined)
      return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    const out: unknown =
      typeof route === 'function' ? await (route as FakeHandler)(body, url) : route;
    // A handler may answer a whole Response, e.g. a stream of server-sent events.
    if (out instanceof Response) return out;
    const [status, payload] = isAnswer(out) ? out : [200, out];
    return new Response(payload === undefined ? null : JSON.stringify(payload), { status });
  };
  return Object.assign(fn, { calls });
}
