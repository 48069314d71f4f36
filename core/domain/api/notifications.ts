import { z } from 'zod';
import { recordIdSchema } from '../recordId';

/**
 * How urgent a notification is, in the specification's alert wording (spec 001, sections 3 and 4:
 * an alert's severity; high-severity alerts are acted on at once, medium ones planned).
 */
export const notificationSeverities = ['low', 'medium', 'high'] as const;
export const notificationSeveritySchema = z.enum(notificationSeverities);

/** One notification of the signed-in user, as GET /api/notifications lists it. */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** A page of the app (a core page or a plugin's route), opened from the bell. */
  link: z.string().optional(),
  severity: notificationSeveritySchema,
  /** The company it is about; null for one about the account itself. */
  companyId: z.string().nullable(),
});

/** Another company of the user's with unread notifications (the bell names it). */
export const unreadElsewhereSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  unread: z.number().int().positive(),
});

/** GET /api/notifications: the newest 100 of the company's (and the account's), newest first. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Unread among all of the company's and the account's, not only the listed 100. */
  unread: z.number().int().nonnegative(),
  otherCompanies: z.array(unreadElsewhereSchema),
});

/** The query of GET /api/notifications and POST /api/notifications/read-all. */
export const notificationScopeQuerySchema = z.object({
  /** The company whose notifications are meant; the session's current company when absent. */
  companyId: recordIdSchema.optional(),
});

export type NotificationSeverity = z.infer<typeof notificationSeveritySchema>;
export type Notification = z.infer<typeof notificationSchema>;
export type UnreadElsewhere = z.infer<typeof unreadElsewhereSchema>;
export type NotificationList = z.infer<typeof notificationListSchema>;
