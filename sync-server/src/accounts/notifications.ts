import type { Clock, CorePagePath, Notification } from '@keel/core/domain';
import type { NotificationRecord } from '../storage/records';
import type { Storage } from '../storage/storage';
import { newId } from '../auth/tokens';

/** What a notification says, and the page of the app it opens. */
export interface NotificationContent {
  title: string;
  body: string;
  link: CorePagePath;
}

/** Stores a notification for one user (the caller saves). */
export function notify(
  storage: Storage,
  clock: Clock,
  userId: string,
  content: NotificationContent,
): void {
  storage.data.notifications.push({
    id: newId(),
    userId,
    ...content,
    createdAt: clock.now().toISOString(),
    read: false,
  });
}

/** The public shape of a stored notification. */
export function toNotification(record: NotificationRecord): Notification {
  const { userId: _userId, ...rest } = record;
  return rest;
}
