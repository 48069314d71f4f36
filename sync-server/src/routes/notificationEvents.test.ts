import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '../testing/testServer';

let keel: TestKeel;
let owner: TestUser;
let ann: TestUser;

/** GET /api/notifications/events as `user`: what it has sent so far, and whether it ended. */
async function events(user: TestUser) {
  const abort = new AbortController();
  const res = await fetch(`${keel.url}/api/notifications/events`, {
    headers: { cookie: user.client.cookie },
    signal: abort.signal,
  });
  const state = { text: '', ended: false };
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
    state.ended = true;
  })();
  const changes = () => state.text.split('event: changed').length - 1;
  return {
    res,
    state,
    changes,
    /** Resolves once `count` changes have arrived (fails the test after 3 s). */
    async untilChanges(count: number) {
      for (let i = 0; i < 300 && changes() < count; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(changes()).toBe(count);
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}

/** Raises a notification to `to` through the core's own path: a role change. */
const changeRole = (user: TestUser, role: string) =>
  owner.client.patch(`/api/companies/${owner.companyId}/members/${user.userId}`, { role });

beforeAll(async () => {
  keel = await startKeel();
  owner = await signUpUser(keel.url, 'Olga', 'Olga Co');
  ann = await signUpUser(keel.url, 'Ann', 'Ann Co');
  await addMember(keel, owner, ann, 'accountant');
});
afterAll(() => keel.close());

describe('GET /api/notifications/events', () => {
  it('is refused without a session', async () => {
    const res = await fetch(`${keel.url}/api/notifications/events`);
    expect(res.status).toBe(401);
  });

  it('tells each user, and only them, when their notifications change; it carries no content', async () => {
    const annsEvents = await events(ann);
    const ownersEvents = await events(owner);
    expect(annsEvents.res.status).toBe(200);
    expect(annsEvents.res.headers.get('content-type')).toMatch(/^text\/event-stream/);

    expect((await changeRole(ann, 'bookkeeper')).status).toBe(200);
    await annsEvents.untilChanges(1);
    expect(annsEvents.state.text).not.toContain('bookkeeper');

    // Reading it in one tab tells the others (the same user's streams).
    const [note] = (await ann.client.get('/api/notifications')).body.notifications as {
      id: string;
    }[];
    await ann.client.post(`/api/notifications/${note?.id}/read`);
    await annsEvents.untilChanges(2);
    expect(ownersEvents.changes()).toBe(0);
    await annsEvents.close();
    await ownersEvents.close();
  });

  it('ends when the session ends', async () => {
    const vic = await signUpUser(keel.url, 'Vic', 'Vic Co');
    await addMember(keel, owner, vic, 'viewer');
    const stream = await events(vic);
    expect((await vic.client.post('/api/auth/logout')).status).toBe(204);
    // The next change for this user finds the session gone: the stream ends and says nothing.
    await changeRole(vic, 'bookkeeper');
    for (let i = 0; i < 300 && !stream.state.ended; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stream.state.ended).toBe(true);
    expect(stream.changes()).toBe(0);
  });
});
