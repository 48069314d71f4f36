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
import { memberAccess } from './memberships';
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
 * once on disk.
 */
export class Notifications implements NotificationsService {
  private readonly watchers = new Map<string, Set<() => void>>();

  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    private readonly manifests: readonly PluginManifest[],
    private readonly log: LogFn,
  ) {}

  async raise(input: RaiseNotification): Promise<RaiseNotificationResult> {
    const result = this.add(input);
    if (result.ok && result.notified.length > 0) await this.storage.save();
    return result;
  }

  /**
   * `raise` for the core's own routes, which save themselves: stores in memory and announces to
   * the members once the next save is on disk.
   */
  add(input: RaiseNotification): RaiseNotificationResult {
    const result = this.store(input);
    if (!result.ok) this.log('warn', `A notification was refused: ${result.error}`);
    else if (result.notified.length > 0) {
      const { notified } = result;
      this.storage.save().then(
        () => this.announce(notified),
        // The caller's own save reports the failure.
        () => {},
      );
    }
    return result;
  }

  /** The user's notifications of a company (and of their account), for the bell. */
  list(userId: string, companyId: string | null): NotificationList {
    const readable = this.companiesOf(userId);
    const current = companyId !== null && readable.has(companyId) ? companyId : null;
    const shown: NotificationRecord[] = [];
    const elsewhere = new Map<string, number>();
    for (const n of this.mine(userId)) {
      if (n.companyId === null || n.companyId === current) shown.push(n);
      else if (!n.read && readable.has(n.companyId))
        elsewhere.set(n.companyId, (elsewhere.get(n.companyId) ?? 0) + 1);
    }
    return {
      notifications: shown.slice(-LISTED).reverse().map(toNotification),
      unread: shown.filter((n) => !n.read).length,
      otherCompanies: [...elsewhere].map(([id, unread]) => ({
        companyId: id,
        name: this.storage.data.companies.find((c) => c.id === id)?.name ?? '',
        unread,
      })),
    };
  }

  /** Marks one of the user's notifications read; false when they have none with this id. */
  async markRead(userId: string, id: string): Promise<boolean> {
    const found = this.mine(userId).find((n) => n.id === id);
    if (!found) return false;
    if (!found.read) {
      found.read = true;
      await this.storage.save();
      this.announce([userId]);
    }
    return true;
  }

  /** Marks read every notification the bell shows for the company (and the account's own). */
  async markAllRead(userId: string, companyId: string | null): Promise<void> {
    const unread = this.shown(userId, companyId).filter((n) => !n.read);
    for (const n of unread) n.read = true;
    if (unread.length === 0) return;
    await this.storage.save();
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

  private store(input: RaiseNotification): RaiseNotificationResult {
    const parsed = raiseNotificationSchema.safeParse(input);
    if (!parsed.success) return { ok: false, ...validationErrorBody(parsed.error) };
    const { companyId, to, dedupeKey, ...content } = parsed.data;
    const { data } = this.storage;
    if (!data.companies.some((c) => c.id === companyId))
      return refusal('companyId', 'There is no such company');
    if (!isAppPage(content.link, this.manifests))
      return refusal(
        'link',
        "Link to a page of the app: a core page or a route of an installed plugin's manifest",
      );
    const members = data.memberships.filter((m) => m.companyId === companyId);
    const addressed = new Set(
      'roles' in to
        ? members.filter((m) => to.roles.includes(m.role)).map((m) => m.userId)
        : to.userIds.filter((id) => members.some((m) => m.userId === id)),
    );
    // One pass over the stored notifications, however many there are.
    const kept = new Map<string, number>();
    const pending = new Set<string>();
    for (const n of data.notifications) {
      if (!addressed.has(n.userId)) continue;
      kept.set(n.userId, (kept.get(n.userId) ?? 0) + 1);
      if (
        !n.read &&
        dedupeKey !== undefined &&
        n.dedupeKey === dedupeKey &&
        n.companyId === companyId
      )
        pending.add(n.userId);
    }
    const notified = [...addressed].filter((userId) => !pending.has(userId));
    const createdAt = this.clock.now().toISOString();
    for (const userId of notified)
      data.notifications.push({
        id: newId(),
        userId,
        companyId,
        ...content,
        ...(dedupeKey === undefined ? {} : { dedupeKey }),
        createdAt,
        read: false,
      });
    const excess = new Map(
      notified
        .map((userId): [string, number] => [userId, (kept.get(userId) ?? 0) + 1 - KEPT_PER_USER])
        .filter(([, over]) => over > 0),
    );
    if (excess.size > 0) this.dropOldest(excess);
    return { ok: true, notified, alreadyUnread: [...addressed].filter((id) => pending.has(id)) };
  }

  /** Drops, in one pass, the oldest `excess.get(userId)` notifications of each user named. */
  private dropOldest(excess: Map<string, number>): void {
    const list = this.storage.data.notifications;
    let kept = 0;
    for (const n of list) {
      const over = excess.get(n.userId) ?? 0;
      if (over > 0) excess.set(n.userId, over - 1);
      else list[kept++] = n;
    }
    list.length = kept;
  }

  /**
   * What the bell shows in a company: the user's notifications of it, while they may open it
   * (a removed member, or one without the 2FA it requires, sees none of it), and of their account.
   */
  private shown(userId: string, companyId: string | null): NotificationRecord[] {
    const readable = companyId !== null && this.companiesOf(userId).has(companyId);
    return this.mine(userId).filter(
      (n) => n.companyId === null || (readable && n.companyId === companyId),
    );
  }

  private mine(userId: string): NotificationRecord[] {
    return this.storage.data.notifications.filter((n) => n.userId === userId);
  }

  /** The companies the user may open now, under the rule of every REST route (`memberAccess`). */
  private companiesOf(userId: string): Set<string> {
    const user = userById(this.storage, userId);
    if (!user) return new Set();
    return new Set(
      this.storage.data.memberships
        .filter((m) => m.userId === userId)
        .map((m) => m.companyId)
        .filter((companyId) => memberAccess(this.storage, user, companyId).ok),
    );
  }
}

/** The public shape of a stored notification. */
export function toNotification(record: NotificationRecord): Notification {
  const { userId: _userId, dedupeKey: _dedupeKey, ...rest } = record;
  return rest;
}
