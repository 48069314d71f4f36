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

// A Deep Scan over the real server places each sign-in's address offline (behind a trusted proxy
// the address is the client's, from X-Forwarded-For): the owner signing in from the United Kingdom
// and from Japan at the same moment is impossible travel; sign-ins from a private address are not.
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

async function deepScan() {
  const started = await owner.client.post('/api/fraud/scan', {
    userId: owner.userId,
    companyId: owner.companyId,
  });
  expect(started.status).toBe(201);
  const jobPath = `/api/companies/${owner.companyId}/jobs/${String(started.body.jobId)}`;
  for (let i = 0; i < 400; i += 1) {
    const { job } = (await owner.client.get(jobPath)).body as {
      job: { status: string; error: string | null };
    };
    if (job.status === 'done') break;
    if (job.status === 'failed') throw new Error(job.error ?? 'failed');
    await new Promise((r) => setTimeout(r, 25));
  }
  const res = await owner.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
  return res.body.threats as {
    type: string;
    rule: string;
    description: string;
    riskFactors: string[];
  }[];
}

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..', '..'),
    clock: fixedClock(NOW),
    trustProxy: true,
  });
  owner = await signUpUser(keel.url, 'Ada', 'Ada Supplies');
});
afterAll(() => keel.close());

describe('impossible travel on the real server', () => {
  it('is not raised for sign-ins from private and loopback addresses', async () => {
    await signInFrom('10.0.0.8');
    await signInFrom('127.0.0.1');
    await signInFrom('192.168.1.20');
    const threats = await deepScan();
    expect(threats.filter((t) => t.rule === 'takeover.impossible-travel')).toEqual([]);
  });

  it('raises sign-ins from the United Kingdom and Japan at the same moment', async () => {
    await signInFrom('81.2.69.142');
    await signInFrom('133.242.0.1');
    const threats = await deepScan();
    const travel = threats.filter((t) => t.rule === 'takeover.impossible-travel');
    expect(travel).toHaveLength(1);
    expect(travel[0]!.type).toBe('account_takeover');
    expect(travel[0]!.description).toMatch(
      /signed in from United Kingdom and at the same moment from Japan$/,
    );
    expect(travel[0]!.riskFactors[1]).toContain('no time at all');
  });
});
