import { useContext, useEffect } from 'react';
import type { NotificationInbox } from '@keel/core/domain';
import { InboxContext } from './InboxContext';

/**
 * The signed-in user's notifications of the open company, live (`core.notifications`): the
 * bell uses it, and so may a plugin's page. Needs NotificationInboxProvider above it.
 */
export function useNotificationInbox(): NotificationInbox {
  const context = useContext(InboxContext);
  if (!context)
    throw new Error('useNotificationInbox needs a <NotificationInboxProvider> above it');
  const { watch } = context;
  useEffect(() => watch(), [watch]);
  return context.inbox;
}
