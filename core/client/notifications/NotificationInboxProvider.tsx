import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { NotificationInbox, NotificationList } from '@keel/core/domain';
import { api } from '../api';
import { followServerEvents } from '../api/serverEvents';
import { useSession } from '../session';
import { InboxContext, type InboxContextValue } from './InboxContext';

/** Where the server says that the user's notifications changed. */
export const notificationEventsPath = '/api/notifications/events';

const empty: NotificationList = { notifications: [], unread: 0, otherCompanies: [] };

/**
 * Keeps the signed-in user's notifications of the current company, for the bell and for plugins
 * (`core.notifications`). Only while something shows them (useNotificationInbox): it loads
 * them, follows GET /api/notifications/events while the tab is visible (a hidden tab lets go of
 * its connection and catches up when seen again), and polls every `pollMs` only when the server
 * has no event stream to follow.
 */
export function NotificationInboxProvider({
  children,
  pollMs = 60_000,
}: {
  children: ReactNode;
  pollMs?: number;
}) {
  const { user } = useSession();
  const companyId = user?.companyId ?? null;
  const signedIn = user !== null;
  const [list, setList] = useState<NotificationList>(empty);
  const [status, setStatus] = useState<NotificationInbox['status']>('loading');
  const [readers, setReaders] = useState(0);
  // Answers to an older request (another company, an earlier load) are dropped.
  const latest = useRef(0);

  const load = useCallback(async () => {
    const asked = (latest.current += 1);
    try {
      const answer = await api.notifications(companyId);
      if (asked !== latest.current) return;
      setList(answer);
      setStatus('ready');
    } catch {
      if (asked === latest.current) setStatus('failed');
    }
  }, [companyId]);

  useEffect(() => {
    setList(empty);
    setStatus('loading');
  }, [companyId, signedIn]);

  useEffect(() => {
    if (!signedIn || readers === 0) return;
    let stream: AbortController | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    const visible = () => document.visibilityState !== 'hidden';
    const follow = () => {
      if (stream || poll || !visible()) return;
      const own = new AbortController();
      stream = own;
      const handlers = { onOpen: () => void load(), onEvent: () => void load() };
      void followServerEvents(notificationEventsPath, handlers, own.signal).then((refused) => {
        if (!refused || own.signal.aborted) return;
        stream = null;
        poll = setInterval(() => visible() && void load(), pollMs);
      });
    };
    const onVisibility = () => {
      if (visible()) {
        void load();
        follow();
      } else {
        stream?.abort();
        stream = null;
      }
    };
    const onFocus = () => void load();
    void load();
    follow();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    return () => {
      stream?.abort();
      if (poll) clearInterval(poll);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
    };
  }, [signedIn, readers, load, pollMs]);

  const markRead = useCallback(
    async (id: string) => {
      const target = list.notifications.find((n) => n.id === id);
      if (!target || target.read) return;
      setList((l) => ({
        ...l,
        notifications: l.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
        unread: Math.max(0, l.unread - 1),
      }));
      await api.readNotification(id).catch(() => load());
    },
    [list.notifications, load],
  );

  const markAllRead = useCallback(async () => {
    setList((l) => ({
      ...l,
      notifications: l.notifications.map((n) => ({ ...n, read: true })),
      unread: 0,
    }));
    await api.readAllNotifications(companyId).catch(() => load());
  }, [companyId, load]);

  const watch = useCallback(() => {
    setReaders((n) => n + 1);
    return () => setReaders((n) => n - 1);
  }, []);

  const value = useMemo<InboxContextValue>(
    () => ({ inbox: { status, ...list, markRead, markAllRead, reload: load }, watch }),
    [status, list, markRead, markAllRead, load, watch],
  );
  return <InboxContext value={value}>{children}</InboxContext>;
}
