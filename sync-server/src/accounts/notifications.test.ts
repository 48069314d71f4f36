import { beforeEach, describe, expect, it } from 'vitest';
import { definePlugin, fixedClock, type RaiseNotification } from '@keel/core/domain';
import { keelDataSchema, notificationRecordSchema, type KeelData } from '../storage/records';
import type { Storage } from '../storage/storage';
import { KEPT_PER_USER, Notifications } from './notifications';

/** Storage in memory whose saves wait until the test lets them finish. */
function memoryStorage() {
  const data: KeelData = keelDataSchema.parse({});
  let release: () => void = () => {};
  let onDisk = Promise.resolve();
  const storage: Storage & { finishSaves(): void } = {
    data,
    save: () => onDisk,
    loadDoc: async () => null,
    saveDoc: async () => {},
    close: async () => {},
    finishSaves: () => release(),
  };
  const hold = () => {
    onDisk = new Promise<void>((resolve) => (release = resolve));
  };
  return { storage, hold };
}

const alerts = definePlugin({
  id: 'alerts',
  title: 'Alerts',
  icon: 'shield-alert',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  routes: [{ path: '/alerts/:alertId', page: 'AlertPage', title: 'Alert' }],
});

let storage: ReturnType<typeof memoryStorage>['storage'];
let hold: () => void;
let notifications: Notifications;
const logged: string[] = [];

const member = (companyId: string, userId: string, role: 'owner' | 'accountant' | 'viewer') => {
  if (!storage.data.users.some((u) => u.id === userId))
    storage.data.users.push({
      id: userId,
      firstName: userId,
      lastName: 'Tester',
      email: `${userId}@example.com`,
      phone: '',
      avatar: '',
      passwordHash: '',
      createdAt: '2026-11-01T00:00:00Z',
      currentCompanyId: companyId,
      totp: null,
    });
  storage.data.memberships.push({ companyId, userId, role, joinedAt: '2026-11-01T00:00:00Z' });
};
const company = (id: string, name: string) =>
  storage.data.companies.push({
    id,
    name,
    businessType: 'llc',
    requireTwoFactor: false,
    createdAt: '2026-11-01T00:00:00Z',
  });
const alert = (extra: Partial<RaiseNotification> = {}): RaiseNotification => ({
  companyId: 'acme',
  to: { roles: ['accountant'] },
  severity: 'high',
  title: 'Overdue deposit',
  body: 'The federal deposit was due yesterday.',
  link: '/alerts/a1',
  ...extra,
});

beforeEach(() => {
  ({ storage, hold } = memoryStorage());
  notifications = new Notifications(
    storage,
    fixedClock('2026-11-25T12:00:00Z'),
    [alerts],
    (_level, message) => logged.push(message),
  );
  company('acme', 'Acme LLC');
  company('beta', 'Beta Inc');
  member('acme', 'olga', 'owner');
  member('acme', 'ann', 'accountant');
  member('beta', 'ann', 'owner');
});

describe('Notifications', () => {
  it('stores one per addressed member and lists them per company, newest first', async () => {
    expect(await notifications.raise(alert({ title: 'First' }))).toEqual({
      ok: true,
      notified: ['ann'],
      alreadyUnread: [],
    });
    await notifications.raise(alert({ title: 'Second', severity: 'medium' }));
    const list = notifications.list('ann', 'acme');
    expect(list.notifications.map((n) => [n.title, n.severity, n.companyId])).toEqual([
      ['Second', 'medium', 'acme'],
      ['First', 'high', 'acme'],
    ]);
    expect(list.unread).toBe(2);
    expect(list.notifications[0]).not.toHaveProperty('userId');
    expect(notifications.list('olga', 'acme').notifications).toEqual([]);
  });

  it("names the user's other companies with unread ones, and shows a company's only to its members", async () => {
    await notifications.raise(alert());
    expect(notifications.list('ann', 'beta')).toMatchObject({
      notifications: [],
      unread: 0,
      otherCompanies: [{ companyId: 'acme', name: 'Acme LLC', unread: 1 }],
    });
    // Removed from Acme: its notifications are gone from every view.
    storage.data.memberships = storage.data.memberships.filter(
      (m) => !(m.companyId === 'acme' && m.userId === 'ann'),
    );
    expect(notifications.list('ann', 'acme')).toEqual({
      notifications: [],
      unread: 0,
      otherCompanies: [],
    });
    expect(notifications.list('ann', 'beta').otherCompanies).toEqual([]);
  });

  it('shows nothing of a company that requires 2FA to a member without it, until they turn it on', async () => {
    await notifications.raise(alert());
    const acme = storage.data.companies.find((c) => c.id === 'acme');
    if (acme) acme.requireTwoFactor = true;
    expect(notifications.list('ann', 'acme')).toEqual({
      notifications: [],
      unread: 0,
      otherCompanies: [],
    });
    expect(notifications.list('ann', 'beta').otherCompanies).toEqual([]);
    const ann = storage.data.users.find((u) => u.id === 'ann');
    if (ann)
      ann.totp = { secret: 'v1.sealed', enabled: true, recoveryCodeHashes: [], lastStep: null };
    expect(notifications.list('ann', 'acme').unread).toBe(1);
    expect(notifications.list('ann', 'beta').otherCompanies).toHaveLength(1);
  });

  it("shows the account's own notifications (no company) in every company", () => {
    storage.data.notifications.push(
      notificationRecordSchema.parse({
        id: 'old',
        userId: 'ann',
        title: 'Stored before companies and severities',
        body: '',
        createdAt: '2026-01-01T00:00:00Z',
        read: false,
      }),
    );
    expect(notifications.list('ann', 'acme').notifications.map((n) => n.id)).toEqual(['old']);
    expect(notifications.list('ann', 'beta').notifications).toMatchObject([
      { id: 'old', severity: 'low', companyId: null },
    ]);
  });

  it('raises one notification per event: a dedupe key still unread adds nothing', async () => {
    member('acme', 'ivan', 'accountant');
    const overdue = alert({ dedupeKey: 'alerts.overdue.2026-11' });
    expect(await notifications.raise(overdue)).toMatchObject({ notified: ['ann', 'ivan'] });
    expect(await notifications.raise(overdue)).toMatchObject({
      notified: [],
      alreadyUnread: ['ann', 'ivan'],
    });
    const [first] = notifications.list('ann', 'acme').notifications;
    await notifications.markRead('ann', first?.id ?? '');
    expect(await notifications.raise(overdue)).toMatchObject({
      notified: ['ann'],
      alreadyUnread: ['ivan'],
    });
    // The same key in another company is another event.
    member('beta', 'ivan', 'accountant');
    expect(await notifications.raise({ ...overdue, companyId: 'beta' })).toMatchObject({
      notified: ['ivan'],
    });
  });

  it('refuses a link that is not a page of the app, an unknown company and bad input, storing nothing', async () => {
    for (const link of ['/nowhere', '/alerts', 'https://evil.example/alerts/a1', '//evil/x', ''])
      expect(await notifications.raise(alert({ link }))).toMatchObject({
        ok: false,
        fields: { link: expect.stringContaining('page of the app') },
      });
    expect(await notifications.raise(alert({ companyId: 'gone' }))).toMatchObject({
      ok: false,
      fields: { companyId: 'There is no such company' },
    });
    const bad = { ...alert(), severity: 'urgent' } as unknown as RaiseNotification;
    expect(await notifications.raise(bad)).toMatchObject({
      ok: false,
      fields: { severity: expect.any(String) },
    });
    expect(await notifications.raise(alert({ title: '  ' }))).toMatchObject({
      ok: false,
      fields: { title: 'A title is required' },
    });
    expect(storage.data.notifications).toEqual([]);
    expect(logged.at(-1)).toMatch(/^A notification was refused: title/);
    // A core page and a plugin route with a query are pages of the app.
    for (const link of ['/settings/company', '/alerts/a1?tab=open#top'])
      expect(await notifications.raise(alert({ link }))).toMatchObject({ ok: true });
  });

  it('notifies named members only while they are members of the company', async () => {
    expect(await notifications.raise(alert({ to: { userIds: ['olga', 'stranger'] } }))).toEqual({
      ok: true,
      notified: ['olga'],
      alreadyUnread: [],
    });
  });

  it('marks read per member: one, or all of the company shown', async () => {
    member('acme', 'ivan', 'accountant');
    await notifications.raise(alert());
    await notifications.raise(alert({ companyId: 'beta', to: { roles: ['owner'] } }));
    const [annsOne] = notifications.list('ann', 'acme').notifications;
    expect(await notifications.markRead('ivan', annsOne?.id ?? '')).toBe(false);
    expect(await notifications.markRead('ann', annsOne?.id ?? '')).toBe(true);
    expect(notifications.list('ann', 'acme').unread).toBe(0);
    expect(notifications.list('ivan', 'acme').unread).toBe(1);
    await notifications.markAllRead('ivan', 'beta');
    expect(notifications.list('ivan', 'acme').unread).toBe(1);
    await notifications.markAllRead('ivan', 'acme');
    expect(notifications.list('ivan', 'acme').unread).toBe(0);
    expect(notifications.list('ann', 'beta').unread).toBe(1);
  });

  it("announces a change to the addressed members' watchers once it is on disk", async () => {
    const heard: string[] = [];
    const stopAnn = notifications.watch('ann', () => heard.push('ann'));
    notifications.watch('olga', () => heard.push('olga'));
    hold();
    const raised = notifications.raise(alert());
    await Promise.resolve();
    expect(heard).toEqual([]);
    storage.finishSaves();
    await raised;
    expect(heard).toEqual(['ann']);
    stopAnn();
    await notifications.raise(alert({ title: 'Again' }));
    expect(heard).toEqual(['ann']);
  });

  it(`keeps a member's newest ${KEPT_PER_USER}`, async () => {
    for (let i = 0; i < KEPT_PER_USER + 3; i += 1)
      await notifications.raise(alert({ title: `Alert ${i}`, to: { userIds: ['ann'] } }));
    await notifications.raise(alert({ to: { userIds: ['olga'] } }));
    const anns = storage.data.notifications.filter((n) => n.userId === 'ann');
    expect(anns).toHaveLength(KEPT_PER_USER);
    expect(anns[0]?.title).toBe('Alert 3');
    expect(storage.data.notifications.filter((n) => n.userId === 'olga')).toHaveLength(1);
  });
});
