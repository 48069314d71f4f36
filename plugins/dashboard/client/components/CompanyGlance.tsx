import {
  Badge,
  Card,
  RoleBadge,
  syncStatusLabel,
  useLiveCompanyName,
  useSession,
  useSyncState,
} from '@keel/core/client';

/** Company at a glance: live name, member count, your role and the sync state, all real. */
export function CompanyGlance({
  memberCount,
  inviteCount,
}: {
  memberCount: number | null;
  inviteCount: number | null;
}) {
  const { currentCompany, user } = useSession();
  const name = useLiveCompanyName(currentCompany?.name ?? '');
  const { status, pendingChanges } = useSyncState();
  return (
    <Card title="Company at a glance">
      <dl
        style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.4rem 1rem', margin: 0 }}
      >
        <dt className="k-muted">Company</dt>
        <dd style={{ margin: 0, fontWeight: 600 }}>{name || '—'}</dd>
        <dt className="k-muted">Members</dt>
        <dd style={{ margin: 0 }}>
          {memberCount === null ? 'Loading...' : memberCount}
          {inviteCount ? <span className="k-muted"> ({inviteCount} invited)</span> : null}
        </dd>
        <dt className="k-muted">Your role</dt>
        <dd style={{ margin: 0 }}>{user?.role ? <RoleBadge role={user.role} /> : '—'}</dd>
        <dt className="k-muted">Sync</dt>
        <dd style={{ margin: 0 }}>
          <Badge tone={status === 'synced' ? 'success' : status === 'offline' ? 'warning' : 'info'}>
            {syncStatusLabel(status)}
          </Badge>
          {pendingChanges > 0 && <span className="k-muted"> {pendingChanges} pending</span>}
        </dd>
      </dl>
    </Card>
  );
}
