import { Link, useLocation } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { navGroups } from '@keel/core/domain';
import { PluginIcon, usePlugins } from '../plugins';
import { useSignOut, useUser } from '../session';
import { Avatar, Badge } from '../ui';
import { Brand } from '../public/PublicLayout';
import { AiStatusPanel } from './SyncStatus';

/** The sidebar (spec 2.3): nav groups from plugin manifests, profile card and Sign Out. */
export function Sidebar({
  open,
  onNavigate,
  hasSync,
}: {
  open: boolean;
  onNavigate: () => void;
  hasSync: boolean;
}) {
  const { navItems } = usePlugins();
  const user = useUser();
  const { pathname } = useLocation();
  const { signOut, busy } = useSignOut('/');
  return (
    <aside className="k-sidebar" data-open={open} aria-label="Sidebar">
      <Brand />
      <nav aria-label="Main navigation">
        {navGroups.map((group) => {
          const items = navItems.filter((n) => n.group === group);
          if (!items.length) return null;
          return (
            <div className="k-nav-group" key={group}>
              <h2>{group}</h2>
              <ul>
                {items.map((item) => {
                  const active =
                    pathname === item.path ||
                    (pathname === '/' && item.path === '/dashboard') ||
                    pathname.startsWith(`${item.path}/`);
                  return (
                    <li key={item.path}>
                      <Link
                        to={item.path}
                        className="k-nav-link"
                        aria-current={active ? 'page' : undefined}
                        onClick={onNavigate}
                      >
                        <PluginIcon name={item.icon} /> {item.label}
                        {item.badge && <Badge tone="primary">{item.badge}</Badge>}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </nav>
      <div className="k-sidebar-foot">
        {hasSync && <AiStatusPanel />}
        <div className="k-profile-card">
          <Avatar name={user.name || `${user.firstName} ${user.lastName}`} />
          <div style={{ minWidth: 0 }}>
            <p>{user.name || `${user.firstName} ${user.lastName}`}</p>
            <p className="k-muted">{user.email}</p>
          </div>
        </div>
        <button
          type="button"
          className="k-btn k-btn--ghost"
          style={{ color: '#e2e8f0' }}
          onClick={signOut}
          disabled={busy}
        >
          <LogOut size={16} aria-hidden /> Sign Out
        </button>
      </div>
    </aside>
  );
}
