import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from './testing/testServer';

// `core.notifications` on a real server (issue 12, item 5): the fixture plugin `alerts` raises
// what a test posts to POST /api/companies/{id}/alerts through the service; members read their
// bells through the core's GET /api/notifications.
const pluginsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  'testing',
  'fixtures',
  'core-services',
);

let keel: TestKeel;
let owner: TestUser;
let ann: TestUser;
let ivan: TestUser;
let viewer: TestUser;
let stranger: TestUser;

const bell = async (user: TestUser, companyId?: string) => {
  const res = await user.client.get(
    `/api/notifications${companyId ? `?companyId=${companyId}` : ''}`,
  );
  expect(res.status).toBe(200);
  // The answer is of the shape core/domain publishes for it.
  return notificationListSchema.parse(res.body);
};
/** How many notifications the server stores, of every account. */
const storedCount = async () => {
  const { storage } = keel.server.services;
  const users = await storage.users.list();
  const lists = await Promise.all(users.map((u) => storage.notifications.ofUser(u.id)));
  return lists.flat().length;
};
const raise = (by: TestUser, body: Record<string, unknown>, companyId = owner.companyId) =>
  by.client.post(`/api/companies/${companyId}/alerts`, {
    to: { roles: ['accountant'] },
    severity: 'high',
    title: 'Payroll tax deposit overdue',
    body: 'The federal deposit of 2026-11 was due on 2026-12-15.',
    link: '/alerts/deposit-2026-11',
    ...body,
  });

beforeAll(async () => {
  keel = await startKeel({ pluginsDir });
  owner = await signUpUser(keel.url, 'Olga', 'Olga Bakery LLC');
  ann = await signUpUser(keel.url, 'Ann', 'Ann Accounting');
  ivan = await signUpUser(keel.url, 'Ivan', 'Ivan CPA');
  viewer = await signUpUser(keel.url, 'Vic', 'Vic Co');
  stranger = await signUpUser(keel.url, 'Eve', 'Eve Ltd');
  await addMember(keel, owner, ann, 'accountant');
  await addMember(keel, owner, ivan, 'accountant');
  await addMember(keel, owner, viewer, 'viewer');
  // The bell of each starts empty: the invitations' own notifications are read.
  for (const user of [owner, ann, ivan, viewer])
    expect((await user.client.post('/api/notifications/read-all')).status).toBe(204);
});
afterAll(() => keel.close());

describe('core.notifications on the server', () => {
  it('raises to the accountants only, with its severity and link, on their bell for that company', async () => {
    const res = await raise(owner, {});
    expect(res.status).toBe(201);
    expect(new Set(res.body.notified as string[])).toEqual(new Set([ann.userId, ivan.userId]));
    for (const accountant of [ann, ivan])
      expect(await bell(accountant)).toMatchObject({
        unread: 1,
        notifications: [
          {
            title: 'Payroll tax deposit overdue',
            severity: 'high',
            link: '/alerts/deposit-2026-11',
            companyId: owner.companyId,
            read: false,
          },
        ],
      });
    for (const other of [owner, viewer, stranger]) expect((await bell(other)).unread).toBe(0);
  });

  it('refuses a link that is not a route of the app, naming the field, and stores nothing', async () => {
    const before = await storedCount();
    for (const link of ['/alerts', '/no/such/page', 'https://evil.example/alerts/x']) {
      const res = await raise(owner, { link });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ link: expect.stringContaining('a page of the app') });
    }
    expect((await raise(owner, { severity: 'urgent' })).body.fields).toHaveProperty('severity');
    expect(await storedCount()).toBe(before);
  });

  it('raises an event once while it is unread (dedupe key), again once read', async () => {
    const dedupeKey = 'alerts.deposit.2026-11';
    const first = await raise(owner, { dedupeKey, title: 'Deposit due' });
    expect(first.body.notified).toHaveLength(2);
    const again = await raise(owner, { dedupeKey, title: 'Deposit due' });
    expect(again.body).toMatchObject({ notified: [] });
    expect(again.body.alreadyUnread).toHaveLength(2);
    const annsBell = await bell(ann);
    expect(annsBell.notifications.filter((n) => n.title === 'Deposit due')).toHaveLength(1);

    const due = annsBell.notifications.find((n) => n.title === 'Deposit due');
    expect((await ann.client.post(`/api/notifications/${due?.id}/read`)).status).toBe(204);
    expect((await raise(owner, { dedupeKey, title: 'Deposit due' })).body).toEqual({
      notified: [ann.userId],
      alreadyUnread: [ivan.userId],
    });
  });

  it("marks read for the member who reads it, never for another; another's id is 404", async () => {
    await ann.client.post('/api/notifications/read-all');
    await ivan.client.post('/api/notifications/read-all');
    await raise(owner, { title: 'Books closed for November' });
    const [annsNote] = (await bell(ann)).notifications;
    const ivansBefore = await bell(ivan);
    expect(ivansBefore.unread).toBe(1);
    expect((await ivan.client.post(`/api/notifications/${annsNote?.id}/read`)).status).toBe(404);
    expect((await ann.client.post(`/api/notifications/${annsNote?.id}/read`)).status).toBe(204);
    expect(await bell(ann)).toMatchObject({ unread: 0 });
    expect(await bell(ivan)).toMatchObject({ unread: 1 });
    expect((await bell(ivan)).notifications[0]?.read).toBe(false);
  });

  it('notifies named members, never someone outside the company', async () => {
    const res = await raise(owner, {
      to: { userIds: [viewer.userId, stranger.userId] },
      severity: 'low',
      title: 'Reports ready',
      link: '/settings/company',
    });
    expect(res.body).toEqual({ notified: [viewer.userId], alreadyUnread: [] });
    expect((await bell(stranger)).notifications).toEqual([]);
  });

  it("counts unread per company, and names the user's other company with unread ones", async () => {
    await ivan.client.post('/api/notifications/read-all');
    await raise(owner, { title: 'One' });
    await raise(owner, { title: 'Two' });
    expect((await bell(ivan, owner.companyId)).unread).toBe(2);
    expect(await bell(ivan, ivan.companyId)).toEqual({
      notifications: [],
      unread: 0,
      otherCompanies: [{ companyId: owner.companyId, name: 'Olga Bakery LLC', unread: 2 }],
    });
    // Read-all of his own company leaves the bakery's unread.
    await ivan.client.post(`/api/notifications/read-all?companyId=${ivan.companyId}`);
    expect((await bell(ivan, owner.companyId)).unread).toBe(2);
    const bad = await ivan.client.get('/api/notifications?companyId=__proto__');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('companyId');
  });

  it('keeps the GET /api/notifications contract: the newest first, each with id, title, body, createdAt, read', async () => {
    // As sent, not as parsed: nothing more than these keys (no user id, no dedupe key).
    const res = await ivan.client.get(`/api/notifications?companyId=${owner.companyId}`);
    const notifications = res.body.notifications as Record<string, unknown>[];
    expect(notifications.map((n) => n.title).slice(0, 2)).toEqual(['Two', 'One']);
    for (const n of notifications)
      expect(Object.keys(n).sort()).toEqual(
        ['body', 'companyId', 'createdAt', 'id', 'link', 'read', 'severity', 'title'].sort(),
      );
  });
});
