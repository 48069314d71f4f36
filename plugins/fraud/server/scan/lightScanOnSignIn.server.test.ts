import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  Client,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';

// A sign-in starts an access scan of each company of the account (through core.audit's subscribe),
// so an account takeover shows with no Deep Scan asked for: the owner signing in from the United
// Kingdom and from Japan at the same moment (behind a trusted proxy, from X-Forwarded-For).
const NOW = '2026-11-25T12:00:00';
let keel: TestKeel;
let owner: TestUser;

const signInFrom = async (ip: string) => {
  const res = await new Client(keel.url).request(
    'POST',
    '/api/auth/login',
    { email: owner.email, password: owner.password },
    { 'x-forwarded-for': ip },
  );
  expect(res.status).toBe(200);
};

const travelThreats = async () => {
  const res = await owner.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
  expect(res.status).toBe(200);
  return (res.body.threats as { type: string; rule: string; description: string }[]).filter(
    (t) => t.rule === 'takeover.impossible-travel',
  );
};

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..', '..'),
    clock: fixedClock(NOW),
    trustProxy: true,
  });
  owner = await signUpUser(keel.url, 'Ada', 'Ada Supplies');
});
afterAll(() => keel.close());

describe('the light scan after a sign-in', () => {
  it('raises impossible travel from two far-apart sign-ins with no scan requested', async () => {
    expect(await travelThreats()).toEqual([]);
    await signInFrom('81.2.69.142');
    await signInFrom('133.242.0.1');
    await expect
      .poll(async () => (await travelThreats()).map((t) => [t.type, t.description]), {
        timeout: 15_000,
        interval: 100,
      })
      .toEqual([
        [
          'account_takeover',
          expect.stringMatching(/signed in from United Kingdom and at the same moment from Japan$/),
        ],
      ]);
    // Found by the scan of the audit log alone: no Deep Scan, no light scan of the books.
    const jobs = await owner.client.get(`/api/companies/${owner.companyId}/jobs`);
    expect(jobs.status).toBe(200);
    const kinds = new Set((jobs.body.jobs as { kind: string }[]).map((j) => j.kind));
    expect([...kinds]).toEqual(['fraud.access-scan']);
  });
});
