import { readdir } from 'node:fs/promises';
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

let keel: TestKeel;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..'),
    clock: fixedClock('2026-11-25T09:30:00'),
  });
  ada = await signUpUser(keel.url, 'Ada', 'Ada Ltd');
  bob = await signUpUser(keel.url, 'Bob', 'Bob Ltd');
});
afterAll(() => keel.close());

describe('/api/manual/progress', () => {
  it("keeps each person's tabs marked complete, the percentage over 8 and the achievement at 3", async () => {
    expect((await ada.client.get('/api/manual/progress')).body).toEqual({
      completedTabs: [],
      percent: 0,
      achievement: false,
    });
    for (const tabId of ['quick-start', 'ai-features'])
      await ada.client.post('/api/manual/progress', { tabId, complete: true });
    const third = await ada.client.post('/api/manual/progress', {
      tabId: 'support',
      complete: true,
    });
    expect(third.status).toBe(200);
    expect(third.body).toEqual({
      completedTabs: ['quick-start', 'ai-features', 'support'],
      percent: 37.5,
      achievement: true,
    });
    const undone = await ada.client.post('/api/manual/progress', {
      tabId: 'ai-features',
      complete: false,
    });
    expect(undone.body).toMatchObject({ percent: 25, achievement: false });
    // Bob's progress is his own.
    expect((await bob.client.get('/api/manual/progress')).body).toMatchObject({
      completedTabs: [],
    });
    expect(await readdir(join(keel.dataDir, 'records', 'manual', 'readers'))).toEqual([
      `${ada.userId}.json`,
    ]);
  });

  it('refuses an unknown tab or a missing flag, naming the field, and writes nothing', async () => {
    const unknown = await bob.client.post('/api/manual/progress', {
      tabId: 'nope',
      complete: true,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ tabId: 'Choose a tab of the manual' });
    const noFlag = await bob.client.post('/api/manual/progress', { tabId: 'support' });
    expect(noFlag.status).toBe(400);
    expect(noFlag.body.fields).toEqual({ complete: 'Say whether the tab is complete' });
    expect((await bob.client.get('/api/manual/progress')).body.completedTabs).toEqual([]);
    expect((await new Client(keel.url).get('/api/manual/progress')).status).toBe(401);
  });
});
