import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { roleLabel } from '@keel/core/domain';
import { api, isApiError } from '../api';
import { useSession } from '../session';
import { Badge, Button, Card, Spinner, useToast } from '../ui';
import { AuthLayout } from './PublicLayout';
import { useInvite } from './useInvite';

/** /invite/:token: shows the company and role, lets the person sign in or up, then accepts. */
export function AcceptInvite() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { status, user, refresh } = useSession();
  const { info, error: loadError } = useInvite(token);
  const [acceptError, setError] = useState<string | null>(null);
  const [accepting, setAccepting] = useState(false);
  const error = acceptError ?? loadError;

  async function accept() {
    setAccepting(true);
    try {
      const res = (await api.acceptInvite(token)) ?? {};
      // Land in the company just joined: take its id from the answer, or find it by name.
      let companyId = res.companyId ?? res.company?.id ?? null;
      if (!companyId && user && info) {
        const { companies } = await api.companies(user.id);
        companyId =
          companies.find((c) => c.name === info.companyName && c.role === info.role)?.id ?? null;
      }
      if (companyId && companyId !== res.user?.companyId) await api.switchCompany(companyId);
      await refresh();
      toast({
        title: 'Invitation accepted',
        description: info ? `Now managing ${info.companyName}` : undefined,
      });
      navigate('/dashboard');
    } catch (e) {
      setAccepting(false);
      setError(
        isApiError(e) && e.error ? e.error : 'Could not accept the invitation. Please try again.',
      );
    }
  }

  const next = encodeURIComponent(`/invite/${token}`);
  return (
    <AuthLayout>
      <Card className="k-auth-card">
        <h1>You are invited</h1>
        {error && (
          <p className="k-form-error" role="alert">
            {error}
          </p>
        )}
        {!info && !error && <Spinner label="Loading invitation..." showLabel />}
        {info && (
          <>
            <p>
              Join <strong>{info.companyName}</strong> as{' '}
              <Badge tone="primary">{roleLabel(info.role)}</Badge>
            </p>
            <p className="k-muted">Invitation for {info.email}</p>
            {status === 'signed-in' && user ? (
              <>
                <p>Signed in as {user.email}.</p>
                <Button onClick={accept} disabled={accepting}>
                  {accepting ? 'Accepting...' : 'Accept invitation'}
                </Button>
              </>
            ) : (
              <div className="k-form-row">
                <Link className="k-btn k-btn--primary k-btn--md" to={`/login?next=${next}`}>
                  Sign in to accept
                </Link>
                <Link className="k-btn k-btn--secondary k-btn--md" to={`/invite/${token}/signup`}>
                  Create an account
                </Link>
              </div>
            )}
          </>
        )}
      </Card>
    </AuthLayout>
  );
}
