import { ApiError } from './ApiError';

/** The fetch the client uses; tests and stories swap it. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

let fetchImpl: FetchLike = (input, init) => fetch(input, init);

/** Replaces the fetch used by the API client (tests, Storybook). Returns a restore function. */
export function setApiFetch(next: FetchLike): () => void {
  const prev = fetchImpl;
  fetchImpl = next;
  return () => {
    fetchImpl = prev;
  };
}

/** A raw request through the API's fetch (the one tests and stories swap), for streamed answers. */
export function apiFetch(input: string, init?: RequestInit): Promise<Response> {
  return fetchImpl(input, init);
}

/**
 * Sends a JSON request with cookies; a non-OK answer throws ApiError `{status}: {body}`. Once
 * `signal` aborts, it throws the abort reason, without parsing an answer that arrived meanwhile.
 */
export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  { signal }: { signal?: AbortSignal } = {},
): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  };
  if (body !== undefined) {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetchImpl(path, init);
  const text = await res.text();
  signal?.throwIfAborted();
  if (!res.ok) throw new ApiError(res.status, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A file the API answered with: its bytes, media type and the name the server gave it. */
export interface ApiFile {
  bytes: Uint8Array;
  type: string;
  fileName: string | null;
  headers: Headers;
}

/** GETs (or POSTs) for a file with cookies; a non-OK answer throws ApiError `{status}: {body}`. */
export async function requestFile(path: string, method: 'GET' | 'POST' = 'GET'): Promise<ApiFile> {
  const res = await fetchImpl(path, { method, credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, await res.text());
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const named = /filename="([^"]+)"/.exec(disposition);
  return {
    bytes: new Uint8Array(await res.arrayBuffer()),
    type: res.headers.get('Content-Type') ?? 'application/octet-stream',
    fileName: named?.[1] ?? null,
    headers: res.headers,
  };
}

/**
 * Opens a long-lived GET with cookies and answers its body as it streams (server-sent events);
 * a non-OK answer throws ApiError. Aborting `signal` ends it.
 */
export async function openStream(
  path: string,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const res = await fetchImpl(path, {
    credentials: 'include',
    headers: { Accept: 'text/event-stream' },
    signal,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text());
  if (!res.body) throw new ApiError(res.status, 'The answer has no body to stream');
  return res.body;
}
