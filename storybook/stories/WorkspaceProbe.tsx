import { useLocation } from 'react-router-dom';
import { COMPANY_PROFILE_ROW } from '@keel/core/domain';
import { Card, useRow, useSession, useTable, useToast, useToday } from '@keel/core/client';

/** Shows what the global Keel decorator gives a story: who is signed in, where, when, which rows. */
export function WorkspaceProbe() {
  const { user, currentCompany } = useSession();
  const { pathname } = useLocation();
  const profile = useRow('core', 'company', COMPANY_PROFILE_ROW);
  const guide = useTable('dashboard', 'guideProgress');
  const { toast } = useToast();
  const today = useToday();
  return (
    <Card>
      <dl data-testid="workspace-probe">
        <dt>User</dt>
        <dd data-testid="user">{user ? `${user.name} <${user.email}>` : 'signed out'}</dd>
        <dt>Role</dt>
        <dd data-testid="role">{user?.role ?? 'none'}</dd>
        <dt>Company (session / store)</dt>
        <dd data-testid="company">{`${currentCompany?.name ?? 'none'} / ${String(profile.name ?? 'none')}`}</dd>
        <dt>Route</dt>
        <dd data-testid="route">{pathname}</dd>
        <dt>Today</dt>
        <dd data-testid="today">{today}</dd>
        <dt>Guide steps done</dt>
        <dd data-testid="guide">{Object.keys(guide).join(', ') || 'none'}</dd>
      </dl>
      <button type="button" onClick={() => toast({ title: 'Toaster works' })}>
        Toast
      </button>
    </Card>
  );
}
