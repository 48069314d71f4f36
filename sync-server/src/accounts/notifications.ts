import {
  isAppPage,
  raiseNotificationSchema,
  validationErrorBody,
  type Clock,
  type Notification,
  type NotificationList,
  type NotificationsService,
  type PluginManifest,
  type RaiseNotification,
  type RaiseNotificationResult,
} from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import type { NotificationRecord } from '../storage/records';
import type { Storage } from '../storage/storage';
import { newId } from '../auth/tokens';
import { memberAccess, membersOf } from './memberships';
import { userById } from './users';

/** The newest notifications GET /api/notifications lists. */
const LISTED = 100;
/** A member's notifications kept at most; past it, their oldest go. */
export const KEPT_PER_USER = 200;

const refusal = (field: string, message: string): RaiseNotificationResult => ({
  ok: false,
  error: `${field}: ${message}`,
  fields: { [field]: message },
});

/**
 * Every notification, the core's and the plugins' (`core.notifications`): stored per member and
 * company, listed per company for the bell, and announced to each member's open bells (`watch`)
 * once durable. Raises run one at a time, so a `dedupeKey` holds however many arrive at once.
 */
export class Notifications implements NotificationsService {
  private readonly watchers = new Map<string, Set<() => void>>();
  private raising: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    private readonly manifests: readonly PluginManifest[],
    private readonly log: LogFn,
  ) {}

  /** Stores and announces a notification; a refusal is answered, and logged. */
  raise(input: RaiseNotification): Promise<RaiseNotificationResult> {
    const run = this.raising.then(async () => {
      const result = await this.store(input);
      if (!result.ok) this.log('warn', `A notification was refused: ${result.error}`);
      return result;
    });
    this.raising = run.catch(() => {});
    return run;
  }

  /** The user's notifications of a company (and of their account), for the bell. */
  async list(userId: string, companyId: string | null): Promise<NotificationList> {
    const readable = await this.companiesOf(userId);
    const current = companyId !== null && readable.has(companyId) ? companyId : null;
    const shown: NotificationRecord[] = [];
    const elsewhere = new Map<string, number>();
    for (const n of await this.storage.notifications.ofUser(userId)) {
      if (n.companyId === null || n.companyId === current) shown.push(n);
      else if (!n.read && readable.has(n.companyId))
        elsewhere.set(n.companyId, (elsewhere.get(n.companyId) ?? 0) + 1);
    }
    return {
      notifications: shown.slice(-LISTED).reverse().map(toNotification),
      unread: shown.filter((n) => !n.read).length,
      otherCompanies: await Promise.all(
        [...elsewhere].map(async ([id, unread]) => ({
          companyId: id,
          name: (await this.storage.companies.get(id))?.name ?? '',
          unread,
        })),
      ),
    };
  }

  /** Marks one of the user's notifications read; false when they have none with this id. */
  async markRead(userId: string, id: string): Promise<boolean> {
    const found = (await this.storage.notifications.ofUser(userId)).find((n) => n.id === id);
    if (!found) return false;
    if (!found.read) {
      await this.storage.notifications.markRead(userId, [id]);
      this.announce([userId]);
    }
    return true;
  }

  /** Marks read every notification the bell shows for the company (and the account's own). */
  async markAllRead(userId: string, companyId: string | null): Promise<void> {
    const unread = (await this.shown(userId, companyId)).filter((n) => !n.read);
    if (unread.length === 0) return;
    await this.storage.notifications.markRead(
      userId,
      unread.map((n) => n.id),
    );
    this.announce([userId]);
  }

  /** Calls `onChange` whenever the user's notifications change; returns the stop function. */
  watch(userId: string, onChange: () => void): () => void {
    const set = this.watchers.get(userId) ?? new Set<() => void>();
    this.watchers.set(userId, set);
    set.add(onChange);
    return () => {
      set.delete(onChange);
      if (set.size === 0) this.watchers.delete(userId);
    };
  }

  private announce(userIds: readonly string[]): void {
    for (const userId of userIds)
      for (const onChange of this.watchers.get(userId) ?? []) {
        try {
          onChange();
        } catch (error) {
          this.log('error', 'A notification watcher failed', { error: String(error) });
        }
      }
  }

  private async store(input: RaiseNotification): Promise<RaiseNotificationResult> {
    const parsed = raiseNotificationSchema.safeParse(input);
    if (!parsed.success) return { ok: false, ...validationErrorBody(parsed.error) };
    const { companyId, to, dedupeKey, ...content } = parsed.data;
    if (!(await this.storage.companies.get(companyId)))
      return refusal('companyId', 'There is no such company');
    if (!isAppPage(content.link, this.manifests))
      return refusal(
        'link',
        "Link to a page of the app: a core page or a route of an installed plugin's manifest",
      );
    const members = await membersOf(this.storage, companyId);
    const addressed = new Set(
      'roles' in to
        ? members.filter((m) => to.roles.includes(m.role)).map((m) => m.userId)
        : to.userIds.filter((id) => members.some((m) => m.userId === id)),
    );
    const pending = new Set<string>();
    if (dedupeKey !== undefined)
      for (const userId of addressed) {
        const mine = await this.storage.notifications.ofUser(userId);
        if (mine.some((n) => !n.read && n.dedupeKey === dedupeKey && n.companyId === companyId))
          pending.add(userId);
      }
    const notified = [...addressed].filter((userId) => !pending.has(userId));
    const createdAt = this.clock.now().toISOString();
    if (notified.length > 0) {
      await this.storage.notifications.add(
        notified.map((userId) => ({
          id: newId(),
          userId,
          companyId,
          ...content,
          ...(dedupeKey === undefined ? {} : { dedupeKey }),
          createdAt,
          read: false,
        })),
        KEPT_PER_USER,
      );
      this.announce(notified);
    }
    return { ok: true, notified, alreadyUnread: [...addressed].filter((id) => pending.has(id)) };
  }

  /**
   * What the bell shows in a company: the user's notifications of it, while they may open it
   * (a removed member, or one without the 2FA it requires, sees none of it), and of their account.
   */
  private async shown(userId: string, companyId: string | null): Promise<NotificationRecord[]> {
    const readable = companyId !== null && (await this.companiesOf(userId)).has(companyId);
    return (await this.storage.notifications.ofUser(userId)).filter(
      (n) => n.companyId === null || (readable && n.companyId === companyId),
    );
  }

  /** The companies the user may open now, under the rule of every REST route (`memberAccess`). */
  private async companiesOf(userId: string): Promise<Set<string>> {
    const user = await userById(this.storage, userId);
    if (!user) return new Set();
    const open = await Promise.all(
      (await this.storage.memberships.find('userId', userId)).map(async (m) =>
        (await memberAccess(this.storage, user, m.companyId)).ok ? [m.companyId] : [],
      ),
    );
    return new Set(open.flat());
  }
}

/** The public shape of a stored notification. */
export function toNotification(record: NotificationRecord): Notification {
  const { userId: _userId, dedupeKey: _dedupeKey, ...rest } = record;
  return rest;
}
