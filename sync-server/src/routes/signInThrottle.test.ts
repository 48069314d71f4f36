import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { createKeelServer } from '../server';
import { defaultArgon2Params } from '../config';
import {
  Client,
  signUpUser,
  startKeel,
  strongPassword,
  type TestKeel,
} from '../testing/testServer';

// The throttle's clock is the server's: tests move it instead of sleeping.
const clock = fixedClock('2026-03-02T09:00:00.000Z');
let keel: TestKeel;

beforeAll(async () => {
  keel = await startKeel({ trustProxy: true, clock });
});
afterAll(() => keel.close());

/** Signs in from a client address (behind the trusted proxy). */
const signIn = (url: string, from: string, email: string, password: string) =>
  new Client(url).request(
    'POST',
    '/api/auth/login',
    { email, password },
    {
      'x-forwarded-for': from,
    },
  );

describe('sign-in throttling', () => {
  it('lets the owner in from an address that has not been failing while another is delayed', async () => {
    const owner = await signUpUser(keel.url);
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(keel.url, '203.0.113.7', owner.email, `wrong-${i}`)).status).toBe(401);
    const attacker = await signIn(keel.url, '203.0.113.7', owner.email, owner.password);
    expect(attacker.status).toBe(429);
    expect(attacker.headers.get('retry-after')).toBe('30');
    expect(attacker.body.error).toBe('Too many sign-in attempts. Try again in 30 seconds.');
    expect((await signIn(keel.url, '198.51.100.2', owner.email, owner.password)).status).toBe(200);
    // Once the delay is over the failing address may try again (and the right password works).
    clock.advance(30_000);
    expect((await signIn(keel.url, '203.0.113.7', owner.email, owner.password)).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one', async () => {
    const known = await signUpUser(keel.url);
    const answers = async (email: string, from: string) => {
      const seen = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await signIn(keel.url, from, email, `wrong-${i}`);
        seen.push(`${res.status} ${String(res.body.error)}`);
      }
      return seen;
    };
    const forKnown = await answers(known.email, '203.0.113.21');
    expect(forKnown.at(-1)).toMatch(/^429 /);
    expect(await answers('nobody@example.com', '203.0.113.22')).toEqual(forKnown);
  });

  it('locks the account after 100 consecutive failures; a password reset unlocks it', async () => {
    const owner = await signUpUser(keel.url);
    const { throttle } = keel.server.services;
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        throttle.fail(owner.email, `10.9.${i >> 8}.${i & 255}`),
      ),
    );
    const locked = await signIn(keel.url, '198.51.100.9', owner.email, owner.password);
    expect(locked).toMatchObject({
      status: 423,
      body: {
        error:
          'This account is locked after too many failed sign-ins. Reset your password to unlock it.',
      },
    });
    const client = new Client(keel.url);
    expect((await client.post('/api/auth/forgot', { email: owner.email })).status).toBe(202);
    const mail = await eventuallyMail(keel, owner.email, /\/reset-password\/([A-Za-z0-9_-]+)/);
    const password = strongPassword();
    expect((await client.post('/api/auth/reset', { token: mail, password })).status).toBe(204);
    expect((await signIn(keel.url, '198.51.100.9', owner.email, password)).status).toBe(200);
  });

  it('keeps its counters across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'keel-throttle-'));
    const start = () =>
      createKeelServer({
        dataDir,
        port: 0,
        host: '127.0.0.1',
        log: () => {},
        trustProxy: true,
        clock,
        argon2: defaultArgon2Params,
      });
    try {
      let server = await start();
      const owner = await signUpUser(server.url);
      for (let i = 0; i < 5; i += 1)
        expect((await signIn(server.url, '203.0.113.9', owner.email, 'wrong')).status).toBe(401);
      await server.close();
      server = await start();
      expect((await signIn(server.url, '203.0.113.9', owner.email, owner.password)).status).toBe(
        429,
      );
      expect((await signIn(server.url, '198.51.100.3', owner.email, owner.password)).status).toBe(
        200,
      );
      await server.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** The first capture of `pattern` in the newest e-mail to `to`, once it has been written. */
async function eventuallyMail(keel: TestKeel, to: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = pattern.exec(await keel.mailTo(to).catch(() => ''))?.[1];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No e-mail to ${to} matching ${pattern}`);
}
