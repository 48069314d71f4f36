import { createContext } from 'react';
import type { NotificationInbox } from '@keel/core/domain';

/** What NotificationInboxProvider shares: the inbox, and how a reader says it is on screen. */
export interface InboxContextValue {
  inbox: NotificationInbox;
  /** Counts a reader; the inbox loads and follows the server only while it has one. */
  watch(): () => void;
}

export const InboxContext = createContext<InboxContextValue | null>(null);
