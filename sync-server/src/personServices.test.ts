import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { Client, signUpUser, startKeel, type TestKeel, type TestUser } from './testing/testServer';

// What a plugin keeps for a person rather than a company (a learner's progress in issue 19): who
// is signed in (`auth.requireUser`) and records outside every company document (`records`). The
// fixture plugin `learner` uses each.
const pluginsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  'testing',
  'fixtures',
  'person-services',
);

let keel: TestKeel;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  keel = await startKeel({ pluginsDir, clock: fixedClock('2026-11-25T12:00:00') });
  ada = await signUpUser(keel.url, 'Ada', 'Ada Ltd');
  bob = await signUpUser(keel.url, 'Bob', 'Bob Ltd');
});
afterAll(() => keel.close());

describe('auth.requireUser', () => {
  it('names the signed-in person, and answers 401 signed out', async () => {
    const me = await ada.client.get('/api/learner/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      userId: ada.userId,
      firstName: 'Ada',
      lastName: 'Tester',
      email: expect.stringMatching(/^ada/),
    });
    expect((await new Client(keel.url).get('/api/learner/me')).status).toBe(401);
  });
});

describe('records', () => {
  it("keeps each person's record apart, on disk outside the company documents", async () => {
    expect((await ada.client.get('/api/learner/note')).body).toEqual({ note: null });
    expect((await ada.client.request('PUT', '/api/learner/note', { text: 'Ada' })).status).toBe(
      204,
    );
    expect((await bob.client.request('PUT', '/api/learner/note', { text: 'Bob' })).status).toBe(
      204,
    );
    expect((await ada.client.get('/api/learner/note')).body).toEqual({ note: { text: 'Ada' } });
    expect((await bob.client.get('/api/learner/note')).body).toEqual({ note: { text: 'Bob' } });
    expect((await readdir(join(keel.dataDir, 'records', 'learner', 'notes'))).sort()).toEqual(
      [`${ada.userId}.json`, `${bob.userId}.json`].sort(),
    );
  });
});
