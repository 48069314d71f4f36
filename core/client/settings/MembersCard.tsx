import { useCallback, useEffect, useState } from 'react';
import {
  canManageMembers,
  roleLabel,
  roles,
  type Invite,
  type Member,
  type Role,
} from '@keel/core/domain';
import { api, isApiError } from '../api';
import { useUser } from '../session';
import { Button, Card, EmptyState, Spinner, useToast } from '../ui';
import { InviteForm } from './InviteForm';

const errorText = (e: unknown, fallback: string) => (isApiError(e) && e.error ? e.error : fallback);

/** Members with their roles, role changes, removal, invitations and pending invites. */
export function MembersCard({ companyId, role }: { companyId: string; role: Role }) {
  const me = useUser();
  const { toast } = useToast();
  const manage = canManageMembers(role);
  const [data, setData] = useState<{ members: Member[]; invites: Invite[] } | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    api.members(companyId).then(
      (d) => {
        setData(d);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [companyId]);
  useEffect(load, [load]);

  async function act(action: () => Promise<unknown>, ok: string, fallback: string) {
    try {
      await action();
      toast({ title: 'Members updated', description: ok });
    } catch (e) {
      toast({ title: 'Error', description: errorText(e, fallback), variant: 'destructive' });
    }
    load();
  }

  return (
    <Card
      title="Members"
      description={
        manage
          ? 'Invite your accountant and decide what each person may do.'
          : 'People who work in this company.'
      }
    >
      {failed && (
        <p className="k-form-error" role="alert">
          Could not load the members.
        </p>
      )}
      {!data && !failed && <Spinner label="Loading members..." showLabel />}
      {data && (
        <table className="k-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              {manage && (
                <th scope="col">
                  <span className="k-sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {data.members.map((m) => (
              <tr key={m.userId}>
                <td>
                  {m.name}
                  {m.userId === me.id && <span className="k-muted"> (you)</span>}
                </td>
                <td>{m.email}</td>
                <td>
                  {manage && m.userId !== me.id ? (
                    <select
                      className="k-input"
                      aria-label={`Role of ${m.name}`}
                      value={m.role}
                      onChange={(e) =>
                        void act(
                          () => api.changeRole(companyId, m.userId, e.target.value as Role),
                          `${m.name} is now ${roleLabel(e.target.value as Role)}.`,
                          'Failed to change the role.',
                        )
                      }
                    >
                      {roles
                        .filter((r) => r !== 'owner' || role === 'owner')
                        .map((r) => (
                          <option key={r} value={r}>
                            {roleLabel(r)}
                          </option>
                        ))}
                    </select>
                  ) : (
                    roleLabel(m.role)
                  )}
                </td>
                {manage && (
                  <td>
                    {m.userId !== me.id && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove ${m.name}`}
                        onClick={() =>
                          window.confirm(`Remove ${m.name} from this company?`) &&
                          void act(
                            () => api.removeMember(companyId, m.userId),
                            `${m.name} was removed.`,
                            'Failed to remove the member.',
                          )
                        }
                      >
                        Remove
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {manage && (
        <>
          <h3 style={{ marginTop: '1.2rem' }}>Pending invites</h3>
          {data && data.invites.length === 0 && <EmptyState title="No pending invites" />}
          {data && data.invites.length > 0 && (
            <ul aria-label="Pending invites">
              {data.invites.map((i) => (
                <li key={i.id}>
                  {i.email} · {roleLabel(i.role)} · expires{' '}
                  {new Date(i.expiresAt).toLocaleDateString()}
                </li>
              ))}
            </ul>
          )}
          <h3 style={{ marginTop: '1.2rem' }}>Invite a member</h3>
          <InviteForm companyId={companyId} onInvited={load} />
        </>
      )}
    </Card>
  );
}
