import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  Client,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { clientHealthSchema } from '../domain/health/clientHealth';
import { portfolioEventSchema } from '../domain/routes';

// Issue 18: a client's open fraud alerts change with no change to its books (here Fraud Detection's
// access scan after its owner signs in from two far-apart places at once), and Client Portfolio's
// event stream still names the client, whose row then counts the new alert.
let keel: TestKeel;
let ada: TestUser;
let bella: TestUser;

/** Polls `ready` every 25 ms; fails the test after 20 s (a scan starts a second after sign-ins). */
async function until(what: string, ready: () => boolean): Promise<void> {
  for (let i = 0; i < 800 && !ready(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 25));
  expect(ready(), what).toBe(true);
}

const signInFrom = async (user: TestUser, ip: string) => {
  const res = await new Client(keel.url).request(
    'POST',
    '/api/auth/login',
    { email: user.email, password: user.password },
    { 'x-forwarded-for': ip },
  );
  expect(res.status).toBe(200);
};

/** GET /api/cpa/portfolio/events as `user` for `practiceId`: how often it has named each client. */
async function portfolioEvents(user: TestUser, practiceId: string) {
  const abort = new AbortController();
  const res = await fetch(`${keel.url}/api/cpa/portfolio/events?companyId=${practiceId}`, {
    headers: { cookie: user.client.cookie },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  let text = '';
  const reading = (async () => {
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    connected: () => text.includes(': connected'),
    count: (companyId: string) =>
      text
        .split('\n\n')
        .filter((block) => block.startsWith('event: clients\n'))
        .flatMap(
          (block) =>
            portfolioEventSchema.parse(JSON.parse(block.slice(block.indexOf('data: ') + 6)))
              .clientIds,
        )
        .filter((id) => id === companyId).length,
    async close() {
      abort.abort();
      await reading;
    },
  };
}

const bellasHealth = async () => {
  const res = await ada.client.get(
    `/api/cpa/clients/${bella.companyId}/health?companyId=${ada.companyId}`,
  );
  expect(res.status).toBe(200);
  return clientHealthSchema.parse(res.body.health);
};
const openFraudAlerts = async () => (await bellasHealth()).openFraudAlerts;

/** Runs a compliance check of Bella's company as Bella and waits for its job to finish. */
async function complianceCheck(): Promise<void> {
  const started = await bella.client.post('/api/compliance/check', {
    userId: bella.userId,
    companyId: bella.companyId,
  });
  expect(started.status).toBe(202);
  const jobPath = `/api/companies/${bella.companyId}/jobs/${String(started.body.jobId)}`;
  const status = async () =>
    ((await bella.client.get(jobPath)).body as { job: { status: string } }).job.status;
  await expect.poll(status, { timeout: 20_000, interval: 25 }).toBe('done');
}

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock('2026-11-25T12:00:00'), trustProxy: true });
  ada = await signUpUser(keel.url, 'Ada', 'Ada Lovelace CPA');
  bella = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  await addMember(keel, bella, ada, 'accountant');
}, 120_000);
afterAll(() => keel?.close());

describe('Client Portfolio and a client’s fraud alerts', () => {
  it('names the client on the event stream when a threat is raised there with no books change, and the row counts it', async () => {
    // Bella's summary and alerts (none open yet) were read when Ada joined: once kept, the
    // stream opened after it hears only of what changes.
    const records = keel.server.services.storage.records('cpa');
    await expect
      .poll(() => records.get('health-accountant', bella.companyId), {
        timeout: 20_000,
        interval: 25,
      })
      .toBeTruthy();
    const events = await portfolioEvents(ada, ada.companyId);
    await until('the stream connected', events.connected);
    expect(await openFraudAlerts()).toBe(0);
    const heard = events.count(bella.companyId);

    await signInFrom(bella, '81.2.69.142');
    await signInFrom(bella, '133.242.0.1');
    await until('the new threat reaches Ada', () => events.count(bella.companyId) > heard);
    expect(await openFraudAlerts()).toBe(1);
    await events.close();
  }, 60_000);

  it('names the client when a compliance check there opens alerts, and the row counts them', async () => {
    // Reading Bella's health follows her alerts from then on (whichever test ran first).
    expect((await bellasHealth()).openComplianceAlerts).toBeNull();
    const events = await portfolioEvents(ada, ada.companyId);
    await until('the stream connected', events.connected);
    const heard = events.count(bella.companyId);

    await complianceCheck();
    await until('the check’s alerts reach Ada', () => events.count(bella.companyId) > heard);
    const alerts = await bella.client.get(`/api/compliance/alerts?companyId=${bella.companyId}`);
    const open = (alerts.body.alerts as { status: string }[]).filter((a) => a.status === 'open');
    expect(open.length).toBeGreaterThan(0);
    expect((await bellasHealth()).openComplianceAlerts).toBe(open.length);
    await events.close();
  }, 60_000);
});
