import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, api, setApiFetch } from './index';

let restore: () => void = () => {};
afterEach(() => restore());

describe('the API client', () => {
  it('sends cookies and JSON, and parses the answer', async () => {
    let seen: RequestInit | undefined;
    restore = setApiFetch(async (_url, init) => {
      seen = init;
      return new Response(JSON.stringify({ user: { id: 'u1' } }), { status: 200 });
    });
    const out = await api.login({ email: 'a@b.co', password: 'x', rememberMe: true });
    expect(out.user.id).toBe('u1');
    expect(seen?.credentials).toBe('include');
    expect(seen?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('throws {status}: {body} with the fields of a 400', async () => {
    const body = JSON.stringify({ error: 'email: taken', fields: { email: 'Email is taken' } });
    restore = setApiFetch(async () => new Response(body, { status: 400 }));
    const err = await api.forgot('x@y.z').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(`400: ${body}`);
    expect((err as ApiError).fields.email).toBe('Email is taken');
  });
});
