import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSchema, type Job } from '@keel/core/domain';
import {
  addMember,
  Client,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '../testing/testServer';
import { readJobEvents } from '../testing/jobEvents';

// A real server with the `counter` fixture plugin, whose routes start jobs through core.jobs.
const pluginsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'testing',
  'fixtures',
  'jobs',
);

let keel: TestKeel;
let owner: TestUser;
let admin: TestUser;
let viewer: TestUser;
let bookkeeper: TestUser;
let stranger: TestUser;
const at = (path: string, companyId = owner.companyId) => `/api/companies/${companyId}${path}`;

async function startCount(user: TestUser, input: Record<string, unknown>): Promise<Job> {
  const res = await user.client.post(at('/counter/jobs'), { kind: 'count', ...input });
  expect(res.status).toBe(201);
  return jobSchema.parse(res.body.job);
}

beforeAll(async () => {
  keel = await startKeel({ pluginsDir, jobs: { stopGraceMs: 50 } });
  owner = await signUpUser(keel.url, 'Olive');
  admin = await signUpUser(keel.url, 'Adam');
  viewer = await signUpUser(keel.url, 'Vic');
  bookkeeper = await signUpUser(keel.url, 'Bea');
  stranger = await signUpUser(keel.url, 'Eve', 'Eve Ltd');
  await addMember(keel, owner, admin, 'admin');
  await addMember(keel, owner, viewer, 'viewer');
  await addMember(keel, owner, bookkeeper, 'bookkeeper');
});
afterAll(() => keel.close());

describe('jobs over REST and Server-Sent Events', () => {
  it('shows a job live, from queued to done, then keeps its result', async () => {
    const job = await startCount(owner, { to: 4, stepMs: 150 });
    expect(job).toMatchObject({ kind: 'counter.count', startedBy: owner.userId });
    const { events, headers } = await readJobEvents(owner.client, at(`/jobs/${job.id}/events`));
    expect(headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(events.every((e) => e.id === job.id)).toBe(true);
    const partway = events.filter(
      (e) => e.status === 'running' && e.progress > 0 && e.progress < 1,
    );
    expect(partway.length).toBeGreaterThan(0);
    expect(partway.map((e) => e.message)).toContain('Counted 2 of 4');
    expect(events.at(-1)).toMatchObject({
      status: 'done',
      progress: 1,
      result: { counted: 4, attempt: 1 },
    });

    const stored = await owner.client.get(at(`/jobs/${job.id}`));
    expect(stored).toMatchObject({ status: 200, body: { job: { status: 'done' } } });
    expect(stored.body.job).not.toHaveProperty('input');
    // A finished job's stream sends it once and ends.
    const again = await readJobEvents(owner.client, at(`/jobs/${job.id}/events`));
    expect(again.events.map((e) => e.status)).toEqual(['done']);
  });

  it('cancels a running job: the stream tells so and ends; a second cancel is 409', async () => {
    const job = await startCount(viewer, { to: 1000, stepMs: 50 });
    const stream = readJobEvents(viewer.client, at(`/jobs/${job.id}/events`), async (event) => {
      if (event.progress > 0 && !event.cancelRequested) {
        const res = await viewer.client.post(at(`/jobs/${job.id}/cancel`));
        expect(res).toMatchObject({ status: 200, body: { job: { cancelRequested: true } } });
      }
    });
    const { events } = await stream;
    expect(events.at(-1)).toMatchObject({ status: 'cancelled', message: 'Cancelled' });
    expect(events.at(-1)?.progress).toBeLessThan(0.1);
    expect(await viewer.client.post(at(`/jobs/${job.id}/cancel`))).toMatchObject({
      status: 409,
      body: { error: 'This job has already finished' },
    });
  });

  it('stores why a job failed', async () => {
    const job = await startCount(owner, { to: 3, failAt: 2 });
    const { events } = await readJobEvents(owner.client, at(`/jobs/${job.id}/events`));
    expect(events.at(-1)).toMatchObject({ status: 'failed', error: 'Stopped at 2 as asked' });
  });

  it('lists jobs newest first, filtered by kind and status', async () => {
    const first = await startCount(admin, { to: 1 });
    const second = await startCount(admin, { to: 1 });
    await readJobEvents(admin.client, at(`/jobs/${second.id}/events`));
    const res = await admin.client.get(at('/jobs?kind=counter.count&status=done&limit=200'));
    expect(res.status).toBe(200);
    const ids = (res.body.jobs as Job[]).map((j) => j.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect((res.body.jobs as Job[]).every((j) => j.status === 'done')).toBe(true);
    const one = await admin.client.get(at('/jobs?limit=1'));
    expect(one.body.jobs).toHaveLength(1);
  });
});

describe('who may see and cancel a job', () => {
  it('the member who started it and owners and admins; to anyone else it does not exist', async () => {
    const job = await startCount(viewer, { to: 1000, stepMs: 50 });
    for (const user of [viewer, owner, admin]) {
      expect((await user.client.get(at(`/jobs/${job.id}`))).status).toBe(200);
      const list = await user.client.get(at('/jobs?limit=200'));
      expect((list.body.jobs as Job[]).map((j) => j.id)).toContain(job.id);
    }
    const notFound = { status: 404, body: { error: 'Job not found' } };
    expect(await bookkeeper.client.get(at(`/jobs/${job.id}`))).toMatchObject(notFound);
    expect(await bookkeeper.client.post(at(`/jobs/${job.id}/cancel`))).toMatchObject(notFound);
    expect(await bookkeeper.client.get(at(`/jobs/${job.id}/events`))).toMatchObject(notFound);
    const theirs = await bookkeeper.client.get(at('/jobs?limit=200'));
    expect((theirs.body.jobs as Job[]).map((j) => j.id)).not.toContain(job.id);

    // A stranger learns nothing: not the company, not the job.
    for (const path of [`/jobs/${job.id}`, `/jobs/${job.id}/events`, '/jobs'])
      expect(await stranger.client.get(at(path))).toMatchObject({
        status: 404,
        body: { error: 'Company not found' },
      });
    expect(await stranger.client.post(at(`/jobs/${job.id}/cancel`))).toMatchObject({
      status: 404,
    });
    expect(await stranger.client.get(at(`/jobs/${job.id}`, stranger.companyId))).toMatchObject(
      notFound,
    );
    expect((await new Client(keel.url).get(at(`/jobs/${job.id}`))).status).toBe(401);

    // An admin may cancel it.
    expect(await admin.client.post(at(`/jobs/${job.id}/cancel`))).toMatchObject({ status: 200 });
    const { events } = await readJobEvents(viewer.client, at(`/jobs/${job.id}/events`));
    expect(events.at(-1)?.status).toBe('cancelled');
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, and starts nothing', async () => {
    const before = (await owner.client.get(at('/jobs?limit=200'))).body.jobs as Job[];
    expect(await owner.client.post(at('/counter/jobs'), { kind: 'count', to: 'x' })).toMatchObject({
      status: 400,
      body: { fields: { to: expect.any(String) } },
    });
    expect(await owner.client.post(at('/counter/jobs'), { kind: 'count', to: 0 })).toMatchObject({
      status: 400,
      body: { fields: { to: expect.any(String) } },
    });
    const after = (await owner.client.get(at('/jobs?limit=200'))).body.jobs as Job[];
    expect(after.length).toBe(before.length);

    const fieldOf = async (path: string, method: 'get' | 'post' = 'get') =>
      (await owner.client[method](at(path))).body as { fields?: Record<string, string> };
    expect(await fieldOf('/jobs?status=lost')).toMatchObject({
      fields: { status: expect.any(String) },
    });
    expect(await fieldOf('/jobs?limit=0')).toMatchObject({ fields: { limit: expect.any(String) } });
    expect(await fieldOf('/jobs?limit=many')).toMatchObject({
      fields: { limit: expect.any(String) },
    });
    expect(await fieldOf('/jobs?kind=..')).toMatchObject({ fields: { kind: expect.any(String) } });
    expect(await fieldOf('/jobs/__proto__')).toMatchObject({
      fields: { jobId: expect.any(String) },
    });
    expect(await fieldOf('/jobs/constructor/events')).toMatchObject({
      fields: { jobId: expect.any(String) },
    });
    expect(await fieldOf('/jobs/a%20b/cancel', 'post')).toMatchObject({
      fields: { jobId: expect.any(String) },
    });
    expect((await owner.client.get(at('/jobs/nosuchjob'))).status).toBe(404);
    expect(
      (await owner.client.get('/api/companies/__proto__/jobs')).body as { fields?: object },
    ).toMatchObject({ fields: { companyId: expect.any(String) } });
  });

  it('answers a schedule with a bad time 400 naming it', async () => {
    const res = await owner.client.post(at('/counter/schedules'), {
      input: { to: 1 },
      at: 'next tuesday',
    });
    expect(res).toMatchObject({ status: 400, body: { fields: { at: expect.any(String) } } });
  });
});
