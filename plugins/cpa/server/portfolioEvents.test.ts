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
import { portfolioEventSchema } from '../domain/routes';

// Issue 18: Client Portfolio hears of a client's books changing through a per-user event stream,
// and only of the clients that user may read. Ada and Cyd run a practice; Ada keeps Bella's books,
// Cyd keeps Eve's, of which Ada is no member.
let keel: TestKeel;
let ada: TestUser;
let cyd: TestUser;
let bella: TestUser;
let eve: TestUser;

const sale = (user: TestUser, amount: string) =>
  user.client.post(`/api/companies/${user.companyId}/transactions`, {
    description: 'Sale',
    amount,
    accountId: 'sales',
    transactionDate: '2026-11-20',
    bankAccountId: 'checking',
    companyId: user.companyId,
  });

/** Polls `ready` every 10 ms; fails the test after 5 s. */
async function until(what: string, ready: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !ready(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(ready(), what).toBe(true);
}

/** Whether a client's summary is kept in the plugin's records; polls every 10 ms, up to 5 s. */
async function kept(collection: string, companyId: string): Promise<boolean> {
  const records = keel.server.services.storage.records('cpa');
  for (let i = 0; i < 500; i += 1) {
    if (await records.get(collection, companyId)) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

/** GET /api/cpa/portfolio/events as `user` for `practiceId`: the client ids it has named so far. */
async function portfolioEvents(user: TestUser, practiceId: string) {
  const abort = new AbortController();
  const res = await fetch(`${keel.url}/api/cpa/portfolio/events?companyId=${practiceId}`, {
    headers: { cookie: user.client.cookie },
    signal: abort.signal,
  });
  const state = { text: '' };
  const reading = (async () => {
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        state.text += decoder.decode(chunk.value, { stream: true });
      }
    } catch {
      // Aborted by the test.
    }
  })();
  const named = () =>
    state.text
      .split('\n\n')
      .filter((block) => block.startsWith('event: clients\n'))
      .flatMap(
        (block) =>
          portfolioEventSchema.parse(JSON.parse(block.slice(block.indexOf('data: ') + 6)))
            .clientIds,
      );
  return {
    res,
    state,
    /** How many events have named `companyId`. */
    count: (companyId: string) => named().filter((id) => id === companyId).length,
    async close() {
      abort.abort();
      await reading;
    },
  };
}

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock('2026-11-25T12:00:00') });
  ada = await signUpUser(keel.url, 'Ada', 'Ada Lovelace CPA');
  cyd = await signUpUser(keel.url, 'Cyd', 'Cyd Home Office');
  bella = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  eve = await signUpUser(keel.url, 'Eve', 'Eve Secret Eyewear');
  await addMember(keel, ada, cyd, 'accountant');
  await addMember(keel, bella, ada, 'accountant');
  await addMember(keel, eve, cyd, 'cpa');
});
afterAll(() => keel?.close());

describe('GET /api/cpa/portfolio/events', () => {
  it('is refused to a client’s owner, who is no member of the practice, and names the bad field', async () => {
    const outsider = await fetch(
      `${keel.url}/api/cpa/portfolio/events?companyId=${ada.companyId}`,
      {
        headers: { cookie: bella.client.cookie },
      },
    );
    expect(outsider.status).toBe(404);
    const bad = await fetch(`${keel.url}/api/cpa/portfolio/events?companyId=..`, {
      headers: { cookie: ada.client.cookie },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: object }).fields).toHaveProperty('companyId');
  });

  it('tells a member when a client’s books change, with no request, and never names a client they may not read', async () => {
    // Each client's summary is read (and its books watched) when Cyd and Ada join it: once kept,
    // before the streams open, its first reading is told to no stream.
    expect(await kept('health-cpa', eve.companyId), 'Eve’s summary kept for Cyd').toBe(true);
    expect(await kept('health-accountant', bella.companyId), 'Bella’s for Ada').toBe(true);
    const adas = await portfolioEvents(ada, ada.companyId);
    const cyds = await portfolioEvents(cyd, ada.companyId);
    expect(adas.res.status).toBe(200);
    expect(adas.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await until('both streams connected', () =>
      [adas, cyds].every((s) => s.state.text.includes(': connected')),
    );

    const cydHeardOfEve = cyds.count(eve.companyId);
    expect((await sale(eve, '980.00')).status).toBe(201);
    await until('Eve’s sale reaches Cyd', () => cyds.count(eve.companyId) > cydHeardOfEve);

    const adaHeardOfBella = adas.count(bella.companyId);
    expect((await sale(bella, '125.00')).status).toBe(201);
    await until('Bella’s sale reaches Ada', () => adas.count(bella.companyId) > adaHeardOfBella);
    // One more of Bella's, so that whatever Ada's stream made of Eve's change has been sent.
    expect((await sale(bella, '5.00')).status).toBe(201);
    await until(
      'Bella’s second sale reaches Ada',
      () => adas.count(bella.companyId) > adaHeardOfBella + 1,
    );

    const health = await ada.client.get(
      `/api/cpa/clients/${bella.companyId}/health?companyId=${ada.companyId}`,
    );
    expect(clientHealthSchema.parse(health.body.health).revenueCents).toBe(13_000);
    expect(adas.state.text).not.toContain(eve.companyId);
    expect(cyds.state.text).not.toContain(bella.companyId);
    for (const stream of [adas, cyds]) expect(stream.state.text).not.toContain(ada.companyId);
    await Promise.all([adas.close(), cyds.close()]);
  });
});
