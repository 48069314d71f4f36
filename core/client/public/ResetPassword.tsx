import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { resetRequestSchema } from '@keel/core/domain';
import { api, isApiError, zodFieldErrors } from '../api';
import { Button, Card, Input } from '../ui';
import { AuthLayout } from './PublicLayout';

/** /reset-password/:token: sets a new password with the e-mailed single-use token. */
export function ResetPassword() {
  const { token = '' } = useParams();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirmPassword') ?? ''))
      return setErrors({ confirmPassword: 'Passwords do not match. Please try again.' });
    const parsed = resetRequestSchema.safeParse({ token, password });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setState('saving');
    try {
      await api.reset(token, password);
      setState('done');
    } catch (err) {
      setState('idle');
      setErrors(
        isApiError(err) && Object.keys(err.fields).length
          ? err.fields
          : { form: 'This reset link is invalid or has expired. Ask for a new one.' },
      );
    }
  }

  return (
    <AuthLayout>
      <Card className="k-auth-card">
        <h1>Set a new password</h1>
        {state === 'done' ? (
          <p role="status">
            Your password has been changed. <Link to="/login">Sign in</Link>
          </p>
        ) : (
          <form className="k-form" onSubmit={submit} noValidate>
            {(errors.form ?? errors.token) && (
              <p className="k-form-error" role="alert">
                {errors.form ?? errors.token}
              </p>
            )}
            <Input
              label="New password"
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
              error={errors.confirmPassword}
            />
            <Button type="submit" disabled={state === 'saving'}>
              {state === 'saving' ? 'Saving...' : 'Set password'}
            </Button>
          </form>
        )}
      </Card>
    </AuthLayout>
  );
}
