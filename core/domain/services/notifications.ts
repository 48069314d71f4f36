import { z } from 'zod';
import { recordIdSchema } from '../recordId';
import { roleSchema } from '../roles';
import {
  notificationSeveritySchema,
  type Notification,
  type UnreadElsewhere,
} from '../api/notifications';

/** Who in the company hears of it: every member holding one of `roles`, or the named members. */
export const notificationAudienceSchema = z.union([
  z.strictObject({ roles: z.array(roleSchema).min(1, 'Name at least one role') }),
  z.strictObject({ userIds: z.array(recordIdSchema).min(1, 'Name at least one member') }),
]);

/** What a plugin (or the core) raises: checked by `core.notifications` before anything is stored. */
export const raiseNotificationSchema = z.strictObject({
  companyId: recordIdSchema,
  to: notificationAudienceSchema,
  severity: notificationSeveritySchema,
  title: z
    .string()
    .trim()
    .min(1, 'A title is required')
    .max(120, 'Keep the title to 120 characters'),
  body: z.string().trim().max(1000, 'Keep the text to 1000 characters'),
  /** A page of the app: a core page (`corePages`) or a route of an installed plugin's manifest. */
  link: z.string(),
  /**
   * One event, one notification: while a member has an unread notification of the company with
   * this key, raising it again gives them nothing new. Start it with your plugin id.
   */
  dedupeKey: z.string().min(1).max(200).optional(),
});

export type NotificationAudience = z.infer<typeof notificationAudienceSchema>;
export type RaiseNotification = z.input<typeof raiseNotificationSchema>;

/** What `raise` did: whom it notified, or why it refused (nothing stored then). */
export type RaiseNotificationResult =
  | {
      ok: true;
      /** Members who got a new notification. */
      notified: string[];
      /** Members left out because the same `dedupeKey` is still unread for them. */
      alreadyUnread: string[];
    }
  | { ok: false; error: string; fields: Record<string, string> };

/**
 * `core.notifications` on the server: raises a notification to members of a company, stored per
 * member, on the bell of each at once. Refused (400-style, naming the field) when the input is
 * invalid, the company is unknown or the link is not a page of the app.
 */
export interface NotificationsService {
  /** Stores it for each addressed member (only current members) and is on disk when it returns. */
  raise(input: RaiseNotification): Promise<RaiseNotificationResult>;
}

/**
 * `core.notifications` in the browser: the signed-in user's notifications of the open company
 * (and of their account), kept live; the bell is made of it.
 */
export interface NotificationInbox {
  status: 'loading' | 'ready' | 'failed';
  /** The newest 100, newest first. */
  notifications: Notification[];
  unread: number;
  /** The user's other companies with unread notifications. */
  otherCompanies: UnreadElsewhere[];
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
  /** Asks the server again now. */
  reload(): Promise<void>;
}
