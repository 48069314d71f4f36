import { useState, type FormEvent } from 'react';
import { forgotRequestSchema } from '@keel/core/domain';
import { api, apiFieldErrors, zodFieldErrors } from '../api';
import { Button, Dialog, Input } from '../ui';

/** The 'Forgot password?' form: asks POST /api/auth/forgot to e-mail a reset link. */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = forgotRequestSchema.safeParse({
      email: String(new FormData(e.currentTarget).get('email') ?? ''),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setState('sending');
    try {
      await api.forgot(parsed.data.email);
      setState('sent');
    } catch (err) {
      setErrors(apiFieldErrors(err));
      setState('failed');
    }
  }

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setState('idle');
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Reset your password"
      description="We will e-mail you a link to set a new password."
    >
      {state === 'sent' ? (
        <p role="status">
          If an account exists for that e-mail, a reset link is on its way. Check your inbox.
        </p>
      ) : (
        <form className="k-form" onSubmit={submit} noValidate>
          <Input
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
          />
          {state === 'failed' && !errors.email && (
            <p className="k-form-error" role="alert">
              Could not send the link. Please try again.
            </p>
          )}
          <Button type="submit" disabled={state === 'sending'}>
            {state === 'sending' ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
