import { useState, type FormEvent } from 'react';
import { updateAccountRequestSchema } from '@keel/core/domain';
import { api, apiFieldErrors, zodFieldErrors } from '../api';
import { useSession, useUser } from '../session';
import { Button, Card, Input, useToast } from '../ui';
import { userFrom } from './userFrom';

/** Changes name and e-mail; a new e-mail needs the current password. */
export function AccountDetailsForm() {
  const user = useUser();
  const { setUser } = useSession();
  const { toast } = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const email = String(f.get('email') ?? '');
    const currentPassword = String(f.get('currentPassword') ?? '');
    const parsed = updateAccountRequestSchema.safeParse({
      firstName: f.get('firstName'),
      lastName: f.get('lastName'),
      email,
      ...(currentPassword ? { currentPassword } : {}),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setSaving(true);
    try {
      setUser(userFrom(await api.updateMe(parsed.data)));
      toast({ title: 'Account updated', description: 'Your account details have been saved.' });
    } catch (err) {
      setErrors(apiFieldErrors(err));
      toast({
        title: 'Error',
        description: 'Failed to update your account. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Name and e-mail">
      <form className="k-form" onSubmit={save} noValidate style={{ maxWidth: 560 }}>
        <div className="k-form-row">
          <Input
            label="First name"
            name="firstName"
            defaultValue={user.firstName}
            error={errors.firstName}
          />
          <Input
            label="Last name"
            name="lastName"
            defaultValue={user.lastName}
            error={errors.lastName}
          />
        </div>
        <Input
          label="Email"
          name="email"
          type="email"
          defaultValue={user.email}
          autoComplete="email"
          error={errors.email}
        />
        <Input
          label="Current password for e-mail change"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          hint="Needed when you change your e-mail."
          error={errors.currentPassword}
        />
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save account'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
