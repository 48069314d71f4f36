import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  signUpUser,
  startKeel,
  strongPassword,
  uniqueEmail,
  type TestKeel,
} from '../testing/testServer';

let keel: TestKeel;
beforeAll(async () => {
  keel = await startKeel();
});
afterAll(() => keel.close());

describe('accounts', () => {
  it('answers health', async () => {
    const res = await new Client(keel.url).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true });
    expect(typeof res.body.version).toBe('string');
  });

  it('signs up, reads the user, logs out and the session is really over', async () => {
    const { client, userId, companyId, email } = await signUpUser(keel.url);
    expect(client.lastSetCookie).toMatch(/^keel_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: userId,
      email,
      role: 'owner',
      companyId,
      totpEnabled: false,
      twoFactorRequired: false,
    });
    const oldCookie = client.cookie;
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    // The old cookie no longer works even if a client kept it.
    const replay = new Client(keel.url);
    replay.cookie = oldCookie;
    expect(await replay.get('/api/user')).toMatchObject({
      status: 401,
      body: { error: 'Not signed in' },
    });
  });

  it('ends a session on the server when it expires', async () => {
    const user = await signUpUser(keel.url);
    const { sessions } = keel.server.services.storage;
    for (const session of await sessions.find('userId', user.userId))
      await sessions.put({ ...session, expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await user.client.get('/api/user')).status).toBe(401);
  });

  it('logs in with rememberMe as a 30-day cookie, and without it as a session cookie', async () => {
    const { email, password } = await signUpUser(keel.url);
    const remembered = new Client(keel.url);
    const res = await remembered.post('/api/auth/login', { email, password, rememberMe: true });
    expect(res.status).toBe(200);
    expect(remembered.lastSetCookie).toContain('Max-Age=2592000');
    const session = new Client(keel.url);
    await session.post('/api/auth/login', {
      email: email.toUpperCase(),
      password,
      rememberMe: false,
    });
    expect(session.lastSetCookie).not.toContain('Max-Age');
    expect((await session.get('/api/user')).status).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const { email } = await signUpUser(keel.url);
    const client = new Client(keel.url);
    expect(
      await client.post('/api/auth/login', { email, password: 'not-the-password' }),
    ).toMatchObject({
      status: 401,
      body: { error: 'Invalid email or password' },
    });
    expect(
      await client.post('/api/auth/login', { email: uniqueEmail(), password: 'whatever' }),
    ).toMatchObject({
      status: 401,
      body: { error: 'Invalid email or password' },
    });
  });

  it('refuses a common password naming why, and a taken e-mail with 409', async () => {
    const client = new Client(keel.url);
    const email = uniqueEmail();
    const res = await client.post('/api/auth/signup', {
      firstName: 'A',
      lastName: 'B',
      email,
      companyName: 'C',
      password: 'password123',
    });
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>).password).toMatch(/common/i);
    const { email: taken } = await signUpUser(keel.url);
    const dup = await client.post('/api/auth/signup', {
      firstName: 'A',
      lastName: 'B',
      email: taken,
      companyName: 'C',
      password: strongPassword(),
    });
    expect(dup.status).toBe(409);
  });

  it('rate-limits failed sign-ins per e-mail with 429 and Retry-After, and audits every attempt', async () => {
    const user = await signUpUser(keel.url);
    const client = new Client(keel.url);
    for (let i = 0; i < 5; i += 1)
      expect(
        (await client.post('/api/auth/login', { email: user.email, password: `wrong-${i}` }))
          .status,
      ).toBe(401);
    const limited = await client.post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(typeof limited.body.error).toBe('string');
    const signIns = await user.client.get('/api/user/sign-ins');
    const outcomes = (
      signIns.body.signIns as { outcome: string; userAgent: string; ip: string }[]
    ).map((s) => s.outcome);
    expect(outcomes.slice(0, 6)).toEqual(['rate-limited', ...Array(5).fill('wrong-password')]);
  });

  it('refuses a cookie POST from a foreign Origin (CSRF)', async () => {
    const { client } = await signUpUser(keel.url);
    const res = await client.request(
      'POST',
      '/api/companies',
      { name: 'Evil' },
      { origin: 'https://evil.example' },
    );
    expect(res).toMatchObject({ status: 403, body: { error: 'Cross-site request refused' } });
    const noOrigin = await fetch(`${keel.url}/api/companies`, {
      method: 'POST',
      headers: { cookie: client.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'No origin' }),
    });
    expect(noOrigin.status).toBe(403);
    const viaReferer = await client.request(
      'POST',
      '/api/companies',
      { name: 'Referer ok' },
      { origin: '', referer: `${keel.url}/settings` },
    );
    expect(viaReferer.status).toBe(201);
  });

  it('answers 400, never 500, for malformed JSON and invalid fields', async () => {
    const client = new Client(keel.url);
    const malformed = await client.request('POST', '/api/auth/login', '{"email": ', {});
    expect(malformed.status).toBe(400);
    const invalid = await client.post('/api/auth/signup', { email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toMatchObject({
      email: expect.any(String),
      firstName: expect.any(String),
    });
  });

  it('updates names, phone, e-mail and password', async () => {
    const user = await signUpUser(keel.url);
    const res = await user.client.patch('/api/user', { firstName: 'Grace', phone: '555-0100' });
    expect(res.body).toMatchObject({ firstName: 'Grace', name: 'Grace Tester', phone: '555-0100' });
    const wrong = await user.client.patch('/api/user', {
      currentPassword: 'nope',
      newPassword: strongPassword(),
    });
    expect(wrong.status).toBe(400);
    const newPassword = strongPassword();
    expect(
      (await user.client.patch('/api/user', { currentPassword: user.password, newPassword }))
        .status,
    ).toBe(200);
    const other = await signUpUser(keel.url);
    expect((await user.client.patch('/api/user', { email: other.email })).status).toBe(409);
    // A new e-mail needs the current password, and the old address is told.
    const newEmail = uniqueEmail('grace');
    const noPassword = await user.client.patch('/api/user', { email: newEmail });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.fields).toEqual({ currentPassword: 'The current password is wrong' });
    const changed = await user.client.patch('/api/user', {
      email: newEmail,
      currentPassword: newPassword,
    });
    expect(changed.body).toMatchObject({ email: newEmail });
    expect(await keel.mailTo(user.email)).toContain(`changed to ${newEmail}`);
    user.email = newEmail;
    expect(
      (
        await new Client(keel.url).post('/api/auth/login', {
          email: user.email,
          password: newPassword,
        })
      ).status,
    ).toBe(200);
  });

  it('resets a forgotten password with a single-use link', async () => {
    const user = await signUpUser(keel.url);
    const client = new Client(keel.url);
    expect((await client.post('/api/auth/forgot', { email: user.email })).status).toBe(202);
    expect((await client.post('/api/auth/forgot', { email: uniqueEmail() })).status).toBe(202);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(await keel.mailTo(user.email))?.[1];
    expect(token).toBeDefined();
    const password = strongPassword();
    expect((await client.post('/api/auth/reset', { token, password })).status).toBe(204);
    expect(
      (await client.post('/api/auth/reset', { token, password: strongPassword() })).status,
    ).toBe(400);
    expect((await client.post('/api/auth/login', { email: user.email, password })).status).toBe(
      200,
    );
    // The reset ended the sessions that were open.
    expect((await user.client.get('/api/user')).status).toBe(401);
  });
});
