import { Link } from 'react-router-dom';
import { Input } from '../ui';

/** Props of SignUpFields. */
export interface SignUpFieldsProps {
  errors: Record<string, string>;
  /** An invitation's e-mail: shown, not editable. Without it the person types their own. */
  invitedEmail?: string;
  /** Whether the form creates a company (the trial) and so asks its name. */
  withCompany: boolean;
  /** The e-mail the server said has an account, and where signing in should lead. */
  taken?: { email: string; next: string | null } | null;
}

/** The sign-in page for `email`, with the e-mail filled in. */
export function signInLink(email: string, next: string | null): string {
  const query = new URLSearchParams({ email, ...(next ? { next } : {}) });
  return `/login?${query.toString()}`;
}

/** The fields of a sign-up form (spec 2.1), from names to the password confirmation. */
export function SignUpFields({ errors, invitedEmail, withCompany, taken }: SignUpFieldsProps) {
  return (
    <>
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
      {invitedEmail === undefined ? (
        <Input
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
      ) : (
        <Input
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          readOnly
          value={invitedEmail}
          hint="The invitation is for this address."
          error={errors.email}
        />
      )}
      {taken && (
        <p className="k-muted">
          <Link to={signInLink(taken.email, taken.next)}>Sign in as {taken.email}</Link> instead.
        </p>
      )}
      {withCompany && (
        <Input
          label="Company name"
          name="companyName"
          autoComplete="organization"
          required
          error={errors.companyName}
        />
      )}
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
    </>
  );
}
