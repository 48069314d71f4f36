import { useState, type FormEvent } from 'react';
import { updateAccountRequestSchema } from '@keel/core/domain';
import { api, apiFieldErrors, zodFieldErrors } from '../api';
import { Button, Card, Input, useToast } from '../ui';

/** Changes the password with the current one. */
export function PasswordForm() {
  const { toast } = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const f = new FormData(formEl);
    const newPassword = String(f.get('newPassword') ?? '');
    if (newPassword !== String(f.get('confirmNewPassword') ?? ''))
      return setErrors({ confirmNewPassword: 'Passwords do not match. Please try again.' });
    const parsed = updateAccountRequestSchema.safeParse({
      currentPassword: String(f.get('currentPassword') ?? ''),
      newPassword,
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setSaving(true);
    try {
      await api.updateMe(parsed.data);
      formEl.reset();
      toast({
        title: 'Password changed',
        description: 'Use your new password next time you sign in.',
      });
    } catch (err) {
      setErrors(apiFieldErrors(err));
      toast({
        title: 'Error',
        description: 'Failed to change your password. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Password">
      <form className="k-form" onSubmit={save} noValidate style={{ maxWidth: 560 }}>
        <Input
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <Input
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
        />
        <Input
          label="Confirm new password"
          name="confirmNewPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmNewPassword}
        />
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Change password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
