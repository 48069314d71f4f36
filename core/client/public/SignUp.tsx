import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { signupRequestSchema } from '@keel/core/domain';
import { api, apiFieldErrors, zodFieldErrors } from '../api';
import { useSession } from '../session';
import { Button, Card, Input, useToast } from '../ui';
import { AuthLayout } from './PublicLayout';
import { safeNext } from './safeNext';

const benefits = [
  '7-day free trial, no credit card required',
  'Full access to all AI-powered features',
  'Invite your accountant and work on the books together',
];

/** Sign-up view (spec 2.1): creates the account and its company, then opens the dashboard. */
export function SignUp() {
  const navigate = useNavigate();
  const next = safeNext(useSearchParams()[0].get('next'));
  const { toast } = useToast();
  const { setUser } = useSession();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const get = (k: string) => String(form.get(k) ?? '');
    if (get('password') !== get('confirmPassword')) {
      toast({
        title: 'Password Mismatch',
        description: 'Passwords do not match. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    const parsed = signupRequestSchema.safeParse({
      firstName: get('firstName'),
      lastName: get('lastName'),
      email: get('email'),
      companyName: get('companyName'),
      phone: get('phone'),
      password: get('password'),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setSubmitting(true);
    try {
      const { user } = await api.signup(parsed.data);
      setUser(user);
      toast({
        title: 'Account Created Successfully!',
        description:
          'Welcome to your 7-day free trial. You now have full access to all AI-powered features.',
      });
      setTimeout(() => navigate(next ?? '/dashboard'), 2000);
    } catch (err) {
      setErrors(apiFieldErrors(err));
      setSubmitting(false);
      toast({
        title: 'Signup Failed',
        description: 'Unable to create account. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <AuthLayout>
      <Card className="k-auth-card">
        <h1>Start your 7-day free trial</h1>
        <ul className="k-benefits">
          {benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        <form className="k-form" onSubmit={submit} noValidate>
          <div className="k-form-row">
            <Input
              label="First name"
              name="firstName"
              autoComplete="given-name"
              required
              error={errors.firstName}
            />
            <Input
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              required
              error={errors.lastName}
            />
          </div>
          <Input
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
          />
          <Input
            label="Company name"
            name="companyName"
            autoComplete="organization"
            required
            error={errors.companyName}
          />
          <Input
            label="Phone number (optional)"
            name="phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone}
          />
          <Input
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.password}
          />
          <Input
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
          />
          <p className="k-muted">
            By creating an account you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
            <Link to="/privacy">Privacy Policy</Link>.
          </p>
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? 'Creating Account...' : 'Create Account'}
          </Button>
        </form>
        <p>
          Already have an account?{' '}
          <Link to={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}>Sign in</Link>
        </p>
      </Card>
    </AuthLayout>
  );
}
