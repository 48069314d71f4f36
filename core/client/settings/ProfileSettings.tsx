import { useState, type FormEvent } from 'react';
import { updateAccountRequestSchema } from '@keel/core/domain';
import { api, apiFieldErrors, zodFieldErrors } from '../api';
import { useSession, useUser } from '../session';
import { Avatar, Button, Card, Input, useToast } from '../ui';
import { userFrom } from './userFrom';

/** /settings/profile: name, phone and a live preview of the initials avatar. */
export function ProfileSettings() {
  const user = useUser();
  const { setUser } = useSession();
  const { toast } = useToast();
  const [first, setFirst] = useState(user.firstName);
  const [last, setLast] = useState(user.lastName);
  const [phone, setPhone] = useState(user.phone);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    const parsed = updateAccountRequestSchema.safeParse({
      firstName: first,
      lastName: last,
      phone,
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setSaving(true);
    try {
      setUser(userFrom(await api.updateMe(parsed.data)));
      toast({ title: 'Profile saved', description: 'Your profile has been updated.' });
    } catch (err) {
      setErrors(apiFieldErrors(err));
      toast({
        title: 'Error',
        description: 'Failed to save your profile. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Profile Settings" description="How you appear to the people you work with.">
      <form className="k-form" onSubmit={save} noValidate style={{ maxWidth: 560 }}>
        <div className="k-profile-card" aria-label="Avatar preview" role="img">
          <Avatar name={`${first} ${last}`} size="lg" />
          <span className="k-muted">Your initials avatar is drawn from your name.</span>
        </div>
        <div className="k-form-row">
          <Input
            label="First name"
            value={first}
            onChange={(e) => setFirst(e.target.value)}
            autoComplete="given-name"
            error={errors.firstName}
          />
          <Input
            label="Last name"
            value={last}
            onChange={(e) => setLast(e.target.value)}
            autoComplete="family-name"
            error={errors.lastName}
          />
        </div>
        <Input
          label="Phone number"
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          autoComplete="tel"
          error={errors.phone}
        />
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save profile'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export default ProfileSettings;
