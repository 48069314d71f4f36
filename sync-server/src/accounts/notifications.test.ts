import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { definePlugin, fixedClock, type RaiseNotification } from '@keel/core/domain';
import { createFileStorage } from '../storage/fileStorage';
import { notificationRecordSchema } from '../storage/records';
import type { Storage } from '../storage/storage';
import { KEPT_PER_USER, Notifications } from './notifications';

const clock = fixedClock('2026-11-25T12:00:00Z');
let dataDir = '';

/** The embedded storage in a temp folder, whose notification writes wait while the test holds them. */
async function heldStorage() {
  dataDir = await mkdtemp(join(tmpdir(), 'keel-notifications-'));
  const files = await createFileStorage(dataDir, {
    clock,
    log: () => {},
    auditRetentionMonths: 24,
  });
  let release: () => void = () => {};
  let held = Promise.resolve();
  const storage: Storage & { finishSaves(): void } = {
    ...files,
    notifications: {
      ...files.notifications,
      add: async (records, keep) => {
        await held;
        return files.notifications.add(records, keep);
      },
    },
    finishSaves: () => release(),
  };
  const hold = () => {
    held = new Promise<void>((resolve) => (release = resolve));
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

let storage: Awaited<ReturnType<typeof heldStorage>>['storage'];
let hold: () => void;
let notifications: Notifications;
const logged: string[] = [];

const member = async (
  companyId: string,
  userId: string,
  role: 'owner' | 'accountant' | 'viewer',
) => {
  if (!(await storage.users.get(userId)))
    await storage.users.put({
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
  await storage.memberships.put({ companyId, userId, role, joinedAt: '2026-11-01T00:00:00Z' });
};
const company = (id: string, name: string) =>
  storage.companies.put({
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

beforeEach(async () => {
  ({ storage, hold } = await heldStorage());
  notifications = new Notifications(storage, clock, [alerts], (_level, message) =>
    logged.push(message),
  );
  await company('acme', 'Acme LLC');
  await company('beta', 'Beta Inc');
  await member('acme', 'olga', 'owner');
  await member('acme', 'ann', 'accountant');
  await member('beta', 'ann', 'owner');
});
afterEach(async () => {
  await storage.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every stored notification of a member, oldest first. */
const storedOf = (userId: string) => storage.notifications.ofUser(userId);

describe('Notifications', () => {
  it('stores one per addressed member and lists them per company, newest first', async () => {
    expect(await notifications.raise(alert({ title: 'First' }))).toEqual({
      ok: true,
      notified: ['ann'],
      alreadyUnread: [],
    });
    await notifications.raise(alert({ title: 'Second', severity: 'medium' }));
    const list = await notifications.list('ann', 'acme');
    expect(list.notifications.map((n) => [n.title, n.severity, n.companyId])).toEqual([
      ['Second', 'medium', 'acme'],
      ['First', 'high', 'acme'],
    ]);
    expect(list.unread).toBe(2);
    expect(list.notifications[0]).not.toHaveProperty('userId');
    expect((await notifications.list('olga', 'acme')).notifications).toEqual([]);
  });

  it("names the user's other companies with unread ones, and shows a company's only to its members", async () => {
    await notifications.raise(alert());
    expect(await notifications.list('ann', 'beta')).toMatchObject({
      notifications: [],
      unread: 0,
      otherCompanies: [{ companyId: 'acme', name: 'Acme LLC', unread: 1 }],
    });
    // Removed from Acme: its notifications are gone from every view.
    await storage.memberships.delete('acme/ann');
    expect(await notifications.list('ann', 'acme')).toEqual({
      notifications: [],
      unread: 0,
      otherCompanies: [],
    });
    expect((await notifications.list('ann', 'beta')).otherCompanies).toEqual([]);
  });

  it('shows nothing of a company that requires 2FA to a member without it, until they turn it on', async () => {
    await notifications.raise(alert());
    await storage.companies.update('acme', (c) => c && { ...c, requireTwoFactor: true });
    expect(await notifications.list('ann', 'acme')).toEqual({
      notifications: [],
      unread: 0,
      otherCompanies: [],
    });
    expect((await notifications.list('ann', 'beta')).otherCompanies).toEqual([]);
    await storage.users.update(
      'ann',
      (ann) =>
        ann && {
          ...ann,
          totp: { secret: 'v1.sealed', enabled: true, recoveryCodeHashes: [], lastStep: null },
        },
    );
    expect((await notifications.list('ann', 'acme')).unread).toBe(1);
    expect((await notifications.list('ann', 'beta')).otherCompanies).toHaveLength(1);
  });

  it("shows the account's own notifications (no company) in every company", async () => {
    await storage.notifications.add(
      [
        notificationRecordSchema.parse({
          id: 'old',
          userId: 'ann',
          title: 'Stored before companies and severities',
          body: '',
          createdAt: '2026-01-01T00:00:00Z',
          read: false,
        }),
      ],
      KEPT_PER_USER,
    );
    expect((await notifications.list('ann', 'acme')).notifications.map((n) => n.id)).toEqual([
      'old',
    ]);
    expect((await notifications.list('ann', 'beta')).notifications).toMatchObject([
      { id: 'old', severity: 'low', companyId: null },
    ]);
  });

  it('raises one notification per event: a dedupe key still unread adds nothing', async () => {
    await member('acme', 'ivan', 'accountant');
    const overdue = alert({ dedupeKey: 'alerts.overdue.2026-11' });
    expect(await notifications.raise(overdue)).toMatchObject({ notified: ['ann', 'ivan'] });
    expect(await notifications.raise(overdue)).toMatchObject({
      notified: [],
      alreadyUnread: ['ann', 'ivan'],
    });
    const [first] = (await notifications.list('ann', 'acme')).notifications;
    await notifications.markRead('ann', first?.id ?? '');
    expect(await notifications.raise(overdue)).toMatchObject({
      notified: ['ann'],
      alreadyUnread: ['ivan'],
    });
    // The same key in another company is another event.
    await member('beta', 'ivan', 'accountant');
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
    for (const userId of ['ann', 'olga']) expect(await storedOf(userId)).toEqual([]);
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
    await member('acme', 'ivan', 'accountant');
    await notifications.raise(alert());
    await notifications.raise(alert({ companyId: 'beta', to: { roles: ['owner'] } }));
    const [annsOne] = (await notifications.list('ann', 'acme')).notifications;
    expect(await notifications.markRead('ivan', annsOne?.id ?? '')).toBe(false);
    expect(await notifications.markRead('ann', annsOne?.id ?? '')).toBe(true);
    expect((await notifications.list('ann', 'acme')).unread).toBe(0);
    expect((await notifications.list('ivan', 'acme')).unread).toBe(1);
    await notifications.markAllRead('ivan', 'beta');
    expect((await notifications.list('ivan', 'acme')).unread).toBe(1);
    await notifications.markAllRead('ivan', 'acme');
    expect((await notifications.list('ivan', 'acme')).unread).toBe(0);
    expect((await notifications.list('ann', 'beta')).unread).toBe(1);
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
    const anns = await storedOf('ann');
    expect(anns).toHaveLength(KEPT_PER_USER);
    expect(anns[0]?.title).toBe('Alert 3');
    expect(await storedOf('olga')).toHaveLength(1);
  });
});
