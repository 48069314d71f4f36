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
    case 'too-large':
      return 'Not saved: too large';
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

/** What the browser says when a close gave no reason: ws's own 1009 for a message over the limit. */
const TOO_LARGE_BY_DEFAULT = 'a change is larger than the server accepts in one message';

/**
 * Banner when the server refused this browser's changes for a size limit (close 4413 or 1009):
 * which limit, as the server put it, and that the changes are still on this device.
 */
export function TooLargeBanner() {
  const { status, reason } = useSyncState();
  if (status !== 'too-large') return null;
  return (
    <div className="k-banner" role="alert">
      Your changes are not being saved to the server: {reason || TOO_LARGE_BY_DEFAULT}. They are
      kept on this device. Reload the page to try again.
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
        {status === 'too-large'
          ? 'Changes not saved to the server'
          : pendingChanges > 0
            ? `${pendingChanges} ${pendingChanges === 1 ? 'change' : 'changes'} waiting to sync`
            : 'All changes saved'}
      </div>
    </div>
  );
}
