import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, type CompanyAuditEvent } from '@keel/core/domain';
import {
  Client,
  postgresAvailable,
  redisServerPath,
  signUpUser,
  startKeel,
  startTestPostgres,
  startTestRedis,
  type TestKeel,
  type TestPostgres,
  type TestRedis,
  type TestUser,
} from '@keel/sync-server/testing';

// Issue 14 with two servers on one PostgreSQL and one Redis: core.audit tells a new event only in
// the server that recorded it (once in all), and that server's light scan finds what it shows, so
// the owner sees impossible travel through the other server with no scan requested.
const canRun = postgresAvailable() && redisServerPath() !== null;

describe.runIf(canRun)('the light scan after a sign-in, with two servers', () => {
  let cluster: TestPostgres;
  let redis: TestRedis;
  let a: TestKeel;
  let b: TestKeel;
  let owner: TestUser;

  beforeAll(async () => {
    [cluster, redis] = await Promise.all([startTestPostgres(), startTestRedis()]);
    const options = {
      databaseUrl: await cluster.database(),
      redisUrl: redis.url,
      clock: fixedClock('2026-11-25T12:00:00'),
      trustProxy: true,
    };
    a = await startKeel(options);
    b = await startKeel(options);
    owner = await signUpUser(a.url, 'Ada', 'Ada Supplies');
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all([redis?.close(), cluster?.close()]);
  });

  it('tells the sign-ins on the server that took them, whose light scan raises the threat', async () => {
    const heard = { a: [] as CompanyAuditEvent[], b: [] as CompanyAuditEvent[] };
    const filter = { companyId: owner.companyId, kinds: ['sign-in' as const] };
    const stopA = a.server.services.auditFeed.subscribe(filter, (e) => heard.a.push(e));
    const stopB = b.server.services.auditFeed.subscribe(filter, (e) => heard.b.push(e));
    for (const ip of ['81.2.69.142', '133.242.0.1']) {
      const res = await new Client(b.url).request(
        'POST',
        '/api/auth/login',
        { email: owner.email, password: owner.password },
        { 'x-forwarded-for': ip },
      );
      expect(res.status).toBe(200);
    }
    const travel = async () => {
      const res = await owner.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
      expect(res.status).toBe(200);
      return (res.body.threats as { type: string; rule: string }[])
        .filter((t) => t.rule === 'takeover.impossible-travel')
        .map((t) => t.type);
    };
    await expect.poll(travel, { timeout: 15_000, interval: 100 }).toEqual(['account_takeover']);
    await expect
      .poll(() => heard.b.map((e) => e.ip).sort())
      .toEqual(['133.242.0.1', '81.2.69.142']);
    expect(heard.a).toEqual([]);
    stopA();
    stopB();
  });
});
