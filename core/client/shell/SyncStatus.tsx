import { Cloud, CloudOff, RefreshCw } from 'lucide-react';
import { useSyncState } from '../sync';
import { Badge } from '../ui';

/** Human words for a sync status. */
export function syncStatusLabel(status: string): string {
  switch (status) {
    case 'synced':
      return 'Synced';
    case 'syncing':
      return 'Syncing';
    case 'connecting':
      return 'Connecting';
    case 'offline':
      return 'Offline';
    case 'outdated':
      return 'Update required';
    case 'forbidden':
      return 'No access';
    default:
      return 'Signed out';
  }
}

/** Header indicator: synced, syncing, or offline with 'N pending'. */
export function SyncIndicator() {
  const { status, pendingChanges } = useSyncState();
  const tone =
    status === 'synced'
      ? 'success'
      : status === 'offline'
        ? 'warning'
        : status === 'syncing' || status === 'connecting'
          ? 'info'
          : 'danger';
  const Icon = status === 'offline' ? CloudOff : status === 'synced' ? Cloud : RefreshCw;
  return (
    <Badge
      tone={tone}
      role="status"
      aria-label={`Sync: ${syncStatusLabel(status)}${pendingChanges ? `, ${pendingChanges} pending` : ''}`}
    >
      <Icon size={12} aria-hidden />
      {syncStatusLabel(status)}
      {pendingChanges > 0 && ` · ${pendingChanges} pending`}
    </Badge>
  );
}

/** Banner asking to reload when the server says this app's schema is out of date. */
export function OutdatedBanner() {
  const { status } = useSyncState();
  if (status !== 'outdated') return null;
  return (
    <div className="k-banner" role="alert">
      A newer version of Keel is available. Reload the page to keep your changes in sync.
      <button
        type="button"
        className="k-btn k-btn--secondary k-btn--sm"
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </div>
  );
}

/** Sidebar panel showing the real sync state instead of fixed sample text. */
export function AiStatusPanel() {
  const { status, pendingChanges } = useSyncState();
  return (
    <div className="k-status-panel" aria-label="AI Status">
      <strong>
        AI Status:{' '}
        {status === 'synced' || status === 'syncing' ? 'Active' : syncStatusLabel(status)}
      </strong>
      <div>
        {pendingChanges > 0
          ? `${pendingChanges} ${pendingChanges === 1 ? 'change' : 'changes'} waiting to sync`
          : 'All changes saved'}
      </div>
    </div>
  );
}
