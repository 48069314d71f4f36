import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { inviteSignupRequestSchema, roleLabel } from '@keel/core/domain';
import { api } from '../api';
import { useSession } from '../session';
import { Badge, Button, Card, Spinner } from '../ui';
import { AuthLayout } from './PublicLayout';
import { SignUpFields } from './SignUpFields';
import { useInvite, type InviteInfo } from './useInvite';
import { useSignUpSubmit } from './useSignUpSubmit';

function InviteSignUpForm({ token, info }: { token: string; info: InviteInfo }) {
  const back = `/invite/${token}`;
  const { errors, submitting, takenEmail, submit } = useSignUpSubmit({
    parse: (field) =>
      inviteSignupRequestSchema.safeParse({
        firstName: field('firstName'),
        lastName: field('lastName'),
        email: info.email,
        inviteToken: token,
        phone: field('phone'),
        password: field('password'),
      }),
    send: (data) => api.signupByInvite(data),
    welcome: {
      title: 'Account Created Successfully!',
      description: `You joined ${info.companyName} as ${roleLabel(info.role)}.`,
    },
    next: '/dashboard',
  });
  return (
    <form className="k-form" onSubmit={submit} noValidate>
      <SignUpFields
        errors={errors}
        invitedEmail={info.email}
        withCompany={false}
        taken={takenEmail ? { email: takenEmail, next: back } : null}
      />
      <p className="k-muted">
        By creating an account you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? 'Creating Account...' : 'Create Account'}
      </Button>
      <p>
        Already have an account?{' '}
        <Link to={`/login?next=${encodeURIComponent(back)}`}>Sign in to accept</Link>
      </p>
    </form>
  );
}

/**
 * /invite/:token/signup: an account for an invited person. The e-mail is the invited one, there
 * is no company to name, and the new account lands in the inviting company with the invited role.
 */
export function InviteSignUp() {
  const { token = '' } = useParams();
  const { status } = useSession();
  const { info, error } = useInvite(token);
  // Someone already signed in accepts on the invitation page instead.
  const [signedInOnArrival] = useState(status === 'signed-in');
  if (signedInOnArrival) return <Navigate to={`/invite/${token}`} replace />;
  return (
    <AuthLayout>
      <Card className="k-auth-card">
        <h1>Create your account</h1>
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
            <InviteSignUpForm token={token} info={info} />
          </>
        )}
      </Card>
    </AuthLayout>
  );
}
