import { Link, useSearchParams } from 'react-router-dom';
import { signupRequestSchema } from '@keel/core/domain';
import { api } from '../api';
import { Button, Card } from '../ui';
import { AuthLayout } from './PublicLayout';
import { safeNext } from './safeNext';
import { SignUpFields } from './SignUpFields';
import { useSignUpSubmit } from './useSignUpSubmit';

const benefits = [
  '7-day free trial, no credit card required',
  'Full access to all AI-powered features',
  'Invite your accountant and work on the books together',
];

/** Sign-up view (spec 2.1): creates the account and its company, then opens the dashboard. */
export function SignUp() {
  const next = safeNext(useSearchParams()[0].get('next'));
  const { errors, submitting, takenEmail, submit } = useSignUpSubmit({
    parse: (field) =>
      signupRequestSchema.safeParse({
        firstName: field('firstName'),
        lastName: field('lastName'),
        email: field('email'),
        companyName: field('companyName'),
        phone: field('phone'),
        password: field('password'),
      }),
    send: (data) => api.signup(data),
    welcome: {
      title: 'Account Created Successfully!',
      description:
        'Welcome to your 7-day free trial. You now have full access to all AI-powered features.',
    },
    next: next ?? '/dashboard',
  });

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
          <SignUpFields
            errors={errors}
            withCompany
            taken={takenEmail ? { email: takenEmail, next } : null}
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
