import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogLevel } from '@keel/core/server';
import {
  addMember,
  Client,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from './testing/testServer';

// Two plugins with routes on `companyRouter`: alpha (loaded first) and bravo.
const pluginsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  'testing',
  'fixtures',
  'company-routes',
);

const logged: { level: LogLevel; message: string; details?: Record<string, unknown> }[] = [];
let keel: TestKeel;
let owner: TestUser;
let admin: TestUser;
let viewer: TestUser;
let stranger: TestUser;
const at = (path: string, companyId = owner.companyId) => `/api/companies/${companyId}${path}`;

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir,
    log: (level, message, details) => logged.push({ level, message, details }),
  });
  owner = await signUpUser(keel.url, 'Olive');
  admin = await signUpUser(keel.url, 'Adam');
  viewer = await signUpUser(keel.url, 'Vic');
  stranger = await signUpUser(keel.url, 'Eve', 'Eve Ltd');
  await addMember(keel, owner, admin, 'admin');
  await addMember(keel, owner, viewer, 'viewer');
});
afterAll(() => keel.close());

describe('companyRouter: plugin routes at /api/companies/:companyId', () => {
  it('serves any member of the company, with ctx.params.companyId and the route params', async () => {
    for (const user of [owner, viewer])
      expect(await user.client.get(at('/ledger'))).toMatchObject({
        status: 200,
        body: { plugin: 'alpha', companyId: owner.companyId },
      });
    expect(await viewer.client.get(at('/reports/profit-and-loss'))).toMatchObject({
      status: 200,
      body: { plugin: 'bravo', companyId: owner.companyId, kind: 'profit-and-loss' },
    });
    expect(await admin.client.post(at('/ledger'), {})).toMatchObject({
      status: 201,
      body: { plugin: 'bravo', companyId: owner.companyId },
    });
  });

  it('answers 401 signed out, and 404 for a company the user is not in or that does not exist', async () => {
    expect(await new Client(keel.url).get(at('/ledger'))).toMatchObject({
      status: 401,
      body: { error: 'Not signed in' },
    });
    expect(await new Client(keel.url).post(at('/ledger'), {})).toMatchObject({ status: 401 });
    expect(await stranger.client.get(at('/ledger'))).toMatchObject({
      status: 404,
      body: { error: 'Company not found' },
    });
    expect((await stranger.client.get(at('/reports/cash-flow'))).status).toBe(404);
    expect((await owner.client.get(at('/ledger', stranger.companyId))).status).toBe(404);
    expect((await owner.client.get(at('/ledger', 'no-such-company'))).status).toBe(404);
  });

  it('answers 403 when the handler asks auth.requireMember for roles the member lacks', async () => {
    expect(await viewer.client.get(at('/payroll-summary'))).toMatchObject({
      status: 403,
      body: { error: 'Your role does not allow this' },
    });
    expect(await admin.client.get(at('/payroll-summary'))).toMatchObject({
      status: 200,
      body: { role: 'admin' },
    });
    expect(await owner.client.get(at('/payroll-summary'))).toMatchObject({
      status: 200,
      body: { role: 'owner' },
    });
    expect((await stranger.client.get(at('/payroll-summary'))).status).toBe(404);
  });

  it("leaves the core's company routes, 404s and 405s as they were", async () => {
    // bravo's GET /:section matches /members too, but the core's route answers first.
    expect((await owner.client.get(at('/overview'))).body).toEqual({
      plugin: 'bravo',
      section: 'overview',
    });
    const members = await owner.client.get(at('/members'));
    expect(members.status).toBe(200);
    expect(members.body).toEqual({ members: expect.any(Array), invites: expect.any(Array) });
    expect((await new Client(keel.url).get(at('/members'))).status).toBe(401);
    expect(await admin.client.post(at('/switch'))).toMatchObject({
      status: 200,
      body: { user: { companyId: owner.companyId } },
    });
    expect(await owner.client.patch(at(''), { name: 'Acme Renamed' })).toMatchObject({
      status: 200,
      body: { company: { name: 'Acme Renamed' } },
    });
    // Paths no one serves stay plain 404s (no sign-in check leaks onto them), wrong methods 405.
    expect(await new Client(keel.url).get(at('/nothing/here'))).toMatchObject({
      status: 404,
      body: { error: 'Not found' },
    });
    expect((await owner.client.request('PUT', at('/members'), {})).status).toBe(405);
    expect((await owner.client.request('DELETE', at('/ledger'))).status).toBe(405);
  });

  it('logs a method and path taken twice as an error naming both, and keeps the first', async () => {
    const conflicts = logged.filter((l) => l.level === 'error').map((l) => l.details);
    expect(conflicts).toEqual(
      expect.arrayContaining([
        {
          method: 'GET',
          path: '/api/companies/:companyId/members',
          plugin: 'plugin alpha',
          keptBy: 'the core',
        },
        {
          method: 'GET',
          path: '/api/companies/:companyId/ledger',
          plugin: 'plugin bravo',
          keptBy: 'plugin alpha',
        },
        {
          method: 'POST',
          path: '/api/companies/:companyId/switch',
          plugin: 'plugin bravo',
          keptBy: 'the core',
        },
      ]),
    );
    expect(conflicts).toHaveLength(3);
    expect(logged.find((l) => l.details?.plugin === 'plugin bravo')?.message).toBe(
      'Route GET /api/companies/:companyId/ledger of plugin bravo is already served by plugin alpha; left out',
    );
    // The first stays: alpha's GET /ledger, the core's /members and /switch (asserted above).
    expect((await owner.client.get(at('/ledger'))).body).toMatchObject({ plugin: 'alpha' });
  });

  it("runs one plugin's own company middleware for its routes only", async () => {
    expect((await owner.client.get(at('/ledger'))).headers.get('x-alpha')).toBe('seen');
    expect((await owner.client.get(at('/reports/aging'))).headers.get('x-alpha')).toBeNull();
    expect((await owner.client.get(at('/members'))).headers.get('x-alpha')).toBeNull();
  });
});
