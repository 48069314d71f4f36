import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { request, setApiFetch } from './request';

let restore: (() => void) | null = null;
afterEach(() => restore?.());

/** A fetch that answers `body` with `status`, and records the init it was given. */
function answering(status: number, body: string) {
  const seen: RequestInit[] = [];
  restore = setApiFetch(async (_input, init) => {
    seen.push(init ?? {});
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return seen;
}

describe('request', () => {
  it('parses a JSON answer and sends a body as JSON, with cookies', async () => {
    const seen = answering(200, '{"ok":true}');
    await expect(request('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(seen[0]).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
  });

  it('throws ApiError with the status for an answer that is not OK', async () => {
    answering(409, '{"error":"Closed"}');
    const error = await request('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });

  it('passes the signal on, and once it aborts does not parse an answer that arrived', async () => {
    const controller = new AbortController();
    restore = setApiFetch(async (_input, init) => {
      expect(init?.signal).toBe(controller.signal);
      controller.abort(new Error('not wanted any more'));
      // Not JSON: parsing it would throw a SyntaxError instead of the abort reason.
      return new Response('{not json', { status: 200 });
    });
    await expect(
      request('GET', '/api/x', undefined, { signal: controller.signal }),
    ).rejects.toThrow('not wanted any more');
  });
});
