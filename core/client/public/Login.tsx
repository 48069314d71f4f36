import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { loginRequestSchema } from '@keel/core/domain';
import { api, isApiError, zodFieldErrors } from '../api';
import { useSession } from '../session';
import { Button, Card, Input, useToast } from '../ui';
import { AuthLayout } from './PublicLayout';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { safeNext } from './safeNext';

/** Login view (spec 2.1) with remember-me, forgot password and a TOTP step when required. */
export function Login() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  // A sign-up that found the e-mail taken sends the person here with it.
  const knownEmail = search.get('email') ?? '';
  const { toast } = useToast();
  const { setUser, status } = useSession();
  // Someone already signed in has nothing to do here; someone who signs in here sees the toast first.
  const [signedInOnArrival] = useState(status === 'signed-in');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  if (signedInOnArrival) return <Navigate to={next ?? '/dashboard'} replace />;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const parsed = loginRequestSchema.safeParse({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      rememberMe: form.get('rememberMe') === 'on',
      ...(needsCode ? { totpCode: String(form.get('totpCode') ?? '') } : {}),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setSubmitting(true);
    try {
      const { user } = await api.login(parsed.data);
      setUser(user);
      toast({ title: 'Welcome Back!', description: 'Successfully signed in to your account.' });
      setTimeout(() => navigate(next ?? '/dashboard'), 1000);
    } catch (err) {
      setSubmitting(false);
      if (isApiError(err) && err.data.twoFactorRequired === true) {
        if (needsCode) setErrors({ totpCode: err.error ?? 'Invalid code' });
        setNeedsCode(true);
        return;
      }
      if (isApiError(err) && err.status === 400) setErrors(err.fields);
      // Throttled (429) or locked (423): the server's words say how long to wait, or to reset.
      const held = isApiError(err) && (err.status === 429 || err.status === 423) && err.error;
      toast({
        title: 'Login Failed',
        description: held || 'Invalid email or password. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <AuthLayout>
      <Card className="k-auth-card">
        <h1>Sign in to your account</h1>
        <form className="k-form" onSubmit={submit} noValidate>
          <Input
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={knownEmail}
            error={errors.email}
          />
          <Input
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus={!!knownEmail}
            error={errors.password}
          />
          {needsCode && (
            <Input
              label="Authentication code"
              name="totpCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              hint="Enter the 6-digit code from your authenticator app, or a recovery code."
              autoFocus
              error={errors.totpCode}
            />
          )}
          <div className="k-form-row" style={{ alignItems: 'center' }}>
            <label className="k-checkbox">
              <input type="checkbox" name="rememberMe" /> Remember me
            </label>
            <button
              type="button"
              className="k-link-btn"
              onClick={() => setForgotOpen(true)}
              style={{ justifySelf: 'end' }}
            >
              Forgot password?
            </button>
          </div>
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
        <p>
          New to Keel?{' '}
          <Link to={next ? `/signup?next=${encodeURIComponent(next)}` : '/signup'}>
            Start your free trial
          </Link>
        </p>
      </Card>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </AuthLayout>
  );
}
