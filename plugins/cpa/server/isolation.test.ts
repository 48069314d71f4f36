import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { clientHealthSchema } from '../domain/health/clientHealth';

// Issue 18: nothing of a company the user does not belong to (with an accountant, CPA or
// bookkeeper role) is ever returned by any /api/cpa route. Ada's practice has Cyd as a colleague;
// Ada keeps the books of Bella's and Carl's companies, is only a viewer at Dora's, and is no member
// of Eve's, whose books Cyd keeps. Bella, a client, is no member of the practice.
let keel: TestKeel;
let ada: TestUser;
let cyd: TestUser;
let bella: TestUser;
let carl: TestUser;
let dora: TestUser;
let eve: TestUser;

const sale = (user: TestUser, amount: string, date: string) =>
  user.client.post(`/api/companies/${user.companyId}/transactions`, {
    description: 'Sale',
    amount,
    accountId: 'sales',
    transactionDate: date,
    bankAccountId: 'checking',
    companyId: user.companyId,
  });

type Call = {
  method: string;
  path: string;
  query?: boolean;
  body?: Record<string, unknown>;
  /** A server-sent event stream: what it sends first is read, then it is closed. */
  stream?: boolean;
};

/** One request of every /api/cpa route, for the practice `practiceId` and the client `clientId`. */
function everyRoute(practiceId: string, clientId: string): Record<string, Call> {
  const consult = {
    clientId,
    type: 'general',
    date: '2026-12-01',
    time: 'morning',
    format: 'phone',
  };
  return {
    'GET /api/cpa/services': { method: 'GET', path: '/services', query: true },
    'POST /api/cpa/services': {
      method: 'POST',
      path: '/services',
      body: {
        type: 'review',
        title: 'Review',
        description: '',
        price: 1,
        priceUnit: 'engagement',
        duration: '1 week',
        features: [],
        complexity: 'low',
      },
    },
    'PUT /api/cpa/services/:id': { method: 'PUT', path: '/services/audit', body: {} },
    'DELETE /api/cpa/services/:id': { method: 'DELETE', path: '/services/audit', query: true },
    'POST /api/cpa/quote-requests': {
      method: 'POST',
      path: '/quote-requests',
      body: { serviceId: 'audit', clientId },
    },
    'GET /api/cpa/clients': { method: 'GET', path: '/clients', query: true },
    'POST /api/cpa/clients': { method: 'POST', path: '/clients', body: { name: '' } },
    'PATCH /api/cpa/clients/:clientId': {
      method: 'PATCH',
      path: `/clients/${clientId}`,
      body: { status: 'in_progress' },
    },
    'GET /api/cpa/portfolio/events': {
      method: 'GET',
      path: '/portfolio/events',
      query: true,
      stream: true,
    },
    'GET /api/cpa/clients/:clientId/health': {
      method: 'GET',
      path: `/clients/${clientId}/health`,
      query: true,
    },
    'POST /api/cpa/clients/:clientId/close-review': {
      method: 'POST',
      path: `/clients/${clientId}/close-review`,
      body: { periodEnd: '2026-10-31' },
    },
    'POST /api/cpa/consultations': { method: 'POST', path: '/consultations', body: consult },
    'GET /api/cpa/team': { method: 'GET', path: '/team', query: true },
    'PUT /api/cpa/credentials': {
      method: 'PUT',
      path: '/credentials',
      body: { licenceType: '', licenceNumber: '', licenceState: '', memberships: [] },
    },
    'GET /api/cpa/analytics': { method: 'GET', path: '/analytics', query: true },
  };
}

async function send(user: TestUser, practiceId: string, call: Call) {
  const path = `/api/cpa${call.path}${call.query ? `?companyId=${practiceId}` : ''}`;
  if (call.stream) return firstOfStream(user, path);
  return user.client.request(
    call.method,
    path,
    call.query ? undefined : { companyId: practiceId, ...call.body },
  );
}

/** The status of a stream's answer and what it sends at once (its whole body when refused). */
async function firstOfStream(user: TestUser, path: string) {
  const abort = new AbortController();
  const res = await fetch(`${keel.url}${path}`, {
    headers: { cookie: user.client.cookie },
    signal: abort.signal,
  });
  const reader = res.body?.getReader();
  const first = await reader?.read();
  abort.abort();
  await reader?.cancel().catch(() => {});
  const body = first?.value ? new TextDecoder().decode(first.value) : '';
  return { status: res.status, body };
}

/** What of a company nobody may see but its members: its id, its name, its revenue. */
const secretsOf = (user: TestUser, name: string, revenueCents: number) => [
  user.companyId,
  name,
  String(revenueCents),
];

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock('2026-11-25T12:00:00') });
  ada = await signUpUser(keel.url, 'Ada', 'Ada Lovelace CPA');
  cyd = await signUpUser(keel.url, 'Cyd', 'Cyd Home Office');
  bella = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  carl = await signUpUser(keel.url, 'Carl', 'Carl Carpentry');
  dora = await signUpUser(keel.url, 'Dora', 'Dora Hidden Dairy');
  eve = await signUpUser(keel.url, 'Eve', 'Eve Secret Eyewear');
  await addMember(keel, ada, cyd, 'accountant');
  await addMember(keel, bella, ada, 'accountant');
  await addMember(keel, carl, ada, 'bookkeeper');
  await addMember(keel, dora, ada, 'viewer');
  await addMember(keel, eve, cyd, 'cpa');
  expect((await sale(bella, '12500.00', '2026-03-10')).status).toBe(201);
  expect((await sale(dora, '77777.00', '2026-06-01')).status).toBe(201);
  expect((await sale(eve, '98765.00', '2026-06-01')).status).toBe(201);
});
afterAll(() => keel?.close());

describe('what a practice’s member sees of client companies', () => {
  it('the table below covers every /api/cpa route the server answers', () => {
    const served = keel.server.routes
      .filter((route) => route.path.startsWith('/api/cpa/'))
      .map((route) => `${route.method} ${route.path}`);
    expect(Object.keys(everyRoute('p', 'c')).sort()).toEqual([...new Set(served)].sort());
  });

  it('lists the user’s own client companies with their live health, and no other', async () => {
    const res = await ada.client.get(`/api/cpa/clients?companyId=${ada.companyId}`);
    expect(res.status).toBe(200);
    const clients = res.body.clients as { id: string; name: string; revenueCents: number | null }[];
    expect(clients.map((c) => [c.name, c.revenueCents])).toEqual([
      ['Bella Design Studio', 1_250_000],
      ['Carl Carpentry', 0],
    ]);
    const health = await ada.client.get(
      `/api/cpa/clients/${bella.companyId}/health?companyId=${ada.companyId}`,
    );
    expect(health.status).toBe(200);
    expect(clientHealthSchema.parse(health.body.health).revenueCents).toBe(1_250_000);
    const colleague = await cyd.client.get(`/api/cpa/clients?companyId=${ada.companyId}`);
    expect((colleague.body.clients as { name: string }[]).map((c) => c.name)).toEqual([
      'Eve Secret Eyewear',
    ]);
  });

  it('no route gives Ada anything of Dora’s (a viewer there) or Eve’s (no member) company', async () => {
    // Something of Eve's recorded by Cyd in the shared practice, for Ada's reads to leave out.
    const cydUpdate = await send(cyd, ada.companyId, {
      method: 'PATCH',
      path: `/clients/${eve.companyId}`,
      body: { status: 'in_progress' },
    });
    expect(cydUpdate.status).toBe(200);
    const secrets = [
      ...secretsOf(dora, 'Dora Hidden Dairy', 7_777_700),
      ...secretsOf(eve, 'Eve Secret Eyewear', 9_876_500),
    ];
    for (const hidden of [dora, eve])
      for (const [route, call] of Object.entries(everyRoute(ada.companyId, hidden.companyId))) {
        const res = await send(ada, ada.companyId, call);
        const text = JSON.stringify(res.body);
        for (const secret of secrets) expect(text, `${route}: ${text}`).not.toContain(secret);
        if (call.path.includes(hidden.companyId)) expect(res.status, route).toBe(404);
      }
  });

  it('no route gives Cyd anything of Bella’s or Carl’s company, although Ada keeps their books', async () => {
    const adaUpdate = await send(ada, ada.companyId, {
      method: 'PATCH',
      path: `/clients/${bella.companyId}`,
      body: { status: 'completed' },
    });
    expect(adaUpdate.status).toBe(200);
    const secrets = [
      ...secretsOf(bella, 'Bella Design Studio', 1_250_000),
      carl.companyId,
      'Carl Carpentry',
    ];
    for (const hidden of [bella, carl])
      for (const [route, call] of Object.entries(everyRoute(ada.companyId, hidden.companyId))) {
        const res = await send(cyd, ada.companyId, call);
        const text = JSON.stringify(res.body);
        for (const secret of secrets) expect(text, `${route}: ${text}`).not.toContain(secret);
        if (call.path.includes(hidden.companyId)) expect(res.status, route).toBe(404);
      }
  });

  it('a client’s owner gets 404 from every route of the practice, and their own company lists no other client', async () => {
    for (const [route, call] of Object.entries(everyRoute(ada.companyId, carl.companyId))) {
      const res = await send(bella, ada.companyId, call);
      expect(res.status, route).toBe(404);
      expect(JSON.stringify(res.body), route).not.toContain('Carl');
    }
    for (const [route, call] of Object.entries(everyRoute(bella.companyId, carl.companyId))) {
      const res = await send(bella, bella.companyId, call);
      const text = JSON.stringify(res.body);
      expect(text, route).not.toContain('Carl');
      expect(text, route).not.toContain(carl.companyId);
      expect(text, route).not.toContain(ada.companyId);
    }
  });
});
