import { useCallback, useEffect, useState } from 'react';
import { Popover } from 'radix-ui';
import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Notification } from '@keel/core/domain';
import { api } from '../api';
import { Button, EmptyState } from '../ui';

/** Notification bell with the real unread count from /api/notifications and a list to mark read. */
export function NotificationBell({ pollMs = 60000 }: { pollMs?: number }) {
  const [items, setItems] = useState<Notification[]>([]);
  const [unread, setUnread] = useState(0);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const res = await api.notifications();
      setItems(res.notifications);
      setUnread(res.unread);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
    // Poll only while the tab is seen, and catch up at once when the person comes back to it.
    const loadIfVisible = () => document.visibilityState === 'visible' && void load();
    const t = setInterval(loadIfVisible, pollMs);
    document.addEventListener('visibilitychange', loadIfVisible);
    window.addEventListener('focus', loadIfVisible);
    return () => {
      clearInterval(t);
      document.removeEventListener('visibilitychange', loadIfVisible);
      window.removeEventListener('focus', loadIfVisible);
    };
  }, [load, pollMs]);

  async function markRead(n: Notification) {
    if (n.read) return;
    setItems((list) => list.map((x) => (x.id === n.id ? { ...x, read: true } : x)));
    setUnread((u) => Math.max(0, u - 1));
    await api.readNotification(n.id).catch(() => load());
  }

  async function markAll() {
    setItems((list) => list.map((x) => ({ ...x, read: true })));
    setUnread(0);
    await api.readAllNotifications().catch(() => load());
  }

  return (
    <Popover.Root onOpenChange={(open) => open && void load()}>
      <Popover.Trigger
        className="k-icon-btn"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <Bell size={18} aria-hidden />
        {unread > 0 && (
          <span className="k-count" aria-hidden>
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="k-popover"
          style={{ width: 340 }}
          align="end"
          sideOffset={6}
          aria-label="Notifications"
        >
          <div className="k-card-header" style={{ margin: '0.3rem 0.4rem' }}>
            <strong>Notifications</strong>
            {unread > 0 && (
              <Button variant="ghost" size="sm" onClick={markAll}>
                Mark all as read
              </Button>
            )}
          </div>
          {failed && <p className="k-form-error">Could not load notifications.</p>}
          {!failed && items.length === 0 && (
            <EmptyState title="You're all caught up">No notifications yet.</EmptyState>
          )}
          <ul
            style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflow: 'auto' }}
          >
            {items.map((n) => (
              <li
                key={n.id}
                className="k-menu-item"
                style={{ display: 'block', fontWeight: n.read ? 400 : 600 }}
              >
                <div>
                  {n.link ? (
                    <Link to={n.link} onClick={() => void markRead(n)}>
                      {n.title}
                    </Link>
                  ) : (
                    n.title
                  )}
                </div>
                <div className="k-muted" style={{ fontWeight: 400 }}>
                  {n.body}
                </div>
                <div className="k-muted" style={{ fontSize: '0.75rem', fontWeight: 400 }}>
                  {new Date(n.createdAt).toLocaleString()}
                  {!n.read && (
                    <button
                      type="button"
                      className="k-link-btn"
                      style={{ marginLeft: 8 }}
                      onClick={() => void markRead(n)}
                      aria-label={`Mark "${n.title}" as read`}
                    >
                      Mark read
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
