import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppPage, type Notification } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '../testing/testServer';

let keel: TestKeel;
/** What each person was notified of, after every event that notifies anyone has happened once. */
let titles: Record<'owner' | 'admin' | 'accountant', string[][]>;

const titlesOf = async (user: TestUser) =>
  ((await user.client.get('/api/notifications')).body.notifications as Notification[])
    .map((n) => n.title)
    .reverse();

beforeAll(async () => {
  keel = await startKeel();
  const owner = await signUpUser(keel.url, 'Olga', 'Olga Co');
  const admin = await signUpUser(keel.url, 'Adam', 'Adam Co');
  const accountant = await signUpUser(keel.url, 'Ines', 'Ines Co');
  titles = { owner: [], admin: [], accountant: [] };
  const snapshot = async () => {
    titles.owner.push(await titlesOf(owner));
    titles.admin.push(await titlesOf(admin));
    titles.accountant.push(await titlesOf(accountant));
  };
  // An invitation accepted, with one manager (the inviter), then with two; a role changed.
  await addMember(keel, owner, admin, 'admin');
  await snapshot();
  await addMember(keel, owner, accountant, 'accountant');
  await snapshot();
  await owner.client.patch(`/api/companies/${owner.companyId}/members/${accountant.userId}`, {
    role: 'viewer',
  });
  await snapshot();
});
afterAll(() => keel.close());

describe('notifications', () => {
  it('raises one notification per person for each event', () => {
    expect(titles.owner).toEqual([
      ['Invitation accepted'],
      ['Invitation accepted', 'Invitation accepted'],
      ['Invitation accepted', 'Invitation accepted'],
    ]);
    // The other manager hears that someone joined; the inviter only that the invitation was accepted.
    expect(titles.admin).toEqual([
      [],
      ['Ines Tester joined Olga Co'],
      ['Ines Tester joined Olga Co'],
    ]);
    expect(titles.accountant).toEqual([[], [], ['Your role changed']]);
  });

  it("links every notification to a page of the app (a core page or a plugin's route)", async () => {
    const { storage } = keel.server.services;
    const users = await storage.users.list();
    const stored = (await Promise.all(users.map((u) => storage.notifications.ofUser(u.id)))).flat();
    expect(stored).toHaveLength(4);
    const manifests = keel.server.services.manifests;
    const links = stored.map((n) => ({ title: n.title, link: n.link }));
    expect(links.filter((n) => !isAppPage(n.link ?? '', manifests))).toEqual([]);
  });
});
