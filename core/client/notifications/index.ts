export { NotificationInboxProvider, notificationEventsPath } from './NotificationInboxProvider';
export { useNotificationInbox } from './useNotificationInbox';
