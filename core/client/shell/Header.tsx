import { Menu, Search } from 'lucide-react';
import { accountantModeRoles } from '@keel/core/domain';
import { useSession, useUser } from '../session';
import { Badge } from '../ui';
import { CompanySwitcher } from './CompanySwitcher';
import { NotificationBell } from './NotificationBell';
import { SyncIndicator } from './SyncStatus';
import { useLiveCompanyName } from './useCompanyName';
import { UserMenu } from './UserMenu';
import { VoiceCommand } from './VoiceCommand';

function LiveCompanySwitcher() {
  const { currentCompany } = useSession();
  return <CompanySwitcher currentName={useLiveCompanyName(currentCompany?.name ?? '')} />;
}

/** Props of Header: whether a company sync is open, and the palette and sidebar toggles. */
export interface HeaderProps {
  hasSync: boolean;
  onOpenSearch: () => void;
  onToggleSidebar: () => void;
}

/** The shared header (spec 2.4). */
export function Header({ hasSync, onOpenSearch, onToggleSidebar }: HeaderProps) {
  const user = useUser();
  const accountantMode = !!user.role && accountantModeRoles.includes(user.role);
  const isMac = typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform);
  return (
    <header className="k-header" data-accountant-mode={accountantMode || undefined}>
      <button
        type="button"
        className="k-icon-btn k-menu-toggle"
        aria-label="Toggle navigation"
        onClick={onToggleSidebar}
      >
        <Menu size={18} aria-hidden />
      </button>
      <h1>AI-Powered Dashboard</h1>
      {hasSync ? <LiveCompanySwitcher /> : <CompanySwitcher />}
      {accountantMode && <Badge tone="info">Accountant mode</Badge>}
      <span className="k-header-spacer" />
      <button
        type="button"
        className="k-search-btn"
        onClick={onOpenSearch}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Search size={16} aria-hidden /> AI search...
        <kbd aria-hidden>{isMac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      <VoiceCommand />
      {hasSync && <SyncIndicator />}
      <NotificationBell />
      <UserMenu />
    </header>
  );
}
