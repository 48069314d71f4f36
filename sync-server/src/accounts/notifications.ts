import type { Clock, Notification } from '@keel/core/domain';
import type { NotificationRecord } from '../storage/records';
import type { Storage } from '../storage/storage';
import { newId } from '../auth/tokens';

/** Stores a notification for one user (the caller saves). */
export function notify(
  storage: Storage,
  clock: Clock,
  userId: string,
  title: string,
  body: string,
  link?: string,
): void {
  storage.data.notifications.push({
    id: newId(),
    userId,
    title,
    body,
    createdAt: clock.now().toISOString(),
    read: false,
    ...(link ? { link } : {}),
  });
}

/** The public shape of a stored notification. */
export function toNotification(record: NotificationRecord): Notification {
  const { userId: _userId, ...rest } = record;
  return rest;
}
