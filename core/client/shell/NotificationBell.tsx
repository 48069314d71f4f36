import { Popover } from 'radix-ui';
import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Notification, NotificationSeverity } from '@keel/core/domain';
import { useNotificationInbox } from '../notifications';
import { Badge, Button, EmptyState, type BadgeTone } from '../ui';

/** The badge of a severity worth a look; low ones have none. */
const severityBadge: Record<NotificationSeverity, { label: string; tone: BadgeTone } | null> = {
  high: { label: 'High', tone: 'danger' },
  medium: { label: 'Medium', tone: 'warning' },
  low: null,
};

/**
 * The header's bell: the unread count of the current company's notifications (live, from the
 * notification inbox), a list to open and mark read, and which other companies have unread ones.
 */
export function NotificationBell() {
  const { status, notifications, unread, otherCompanies, markRead, markAllRead, reload } =
    useNotificationInbox();

  return (
    <Popover.Root onOpenChange={(open) => open && void reload()}>
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
              <Button variant="ghost" size="sm" onClick={() => void markAllRead()}>
                Mark all as read
              </Button>
            )}
          </div>
          {otherCompanies.map((c) => (
            <p key={c.companyId} className="k-muted" style={{ margin: '0 0.4rem 0.4rem' }}>
              {c.unread} unread in {c.name}
            </p>
          ))}
          {status === 'failed' && <p className="k-form-error">Could not load notifications.</p>}
          {status !== 'failed' && notifications.length === 0 && (
            <EmptyState title="You're all caught up">No notifications yet.</EmptyState>
          )}
          <ul
            style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflow: 'auto' }}
          >
            {notifications.map((n) => (
              <NotificationItem key={n.id} n={n} onRead={() => void markRead(n.id)} />
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationItem({ n, onRead }: { n: Notification; onRead: () => void }) {
  const badge = severityBadge[n.severity] ?? null;
  return (
    <li className="k-menu-item" style={{ display: 'block', fontWeight: n.read ? 400 : 600 }}>
      <div>
        {badge && (
          <Badge tone={badge.tone} style={{ marginRight: 6 }}>
            {badge.label}
            <span className="k-sr-only"> severity</span>
          </Badge>
        )}
        {n.link ? (
          <Link to={n.link} onClick={onRead}>
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
          <button type="button" className="k-link-btn" style={{ marginLeft: 8 }} onClick={onRead}>
            Mark read<span className="k-sr-only">: {n.title}</span>
          </button>
        )}
      </div>
    </li>
  );
}
