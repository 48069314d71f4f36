import { useState, type FormEvent } from 'react';
import { inviteRequestSchema, roleLabel, roles } from '@keel/core/domain';
import { api, apiFieldErrors, zodFieldErrors } from '../api';
import { Button, Input, NativeSelect, useToast } from '../ui';

/** Roles an invitation may grant: everything but owner. */
export const inviteRoleOptions = roles
  .filter((r) => r !== 'owner')
  .map((r) => ({ value: r, label: roleLabel(r) }));

/** Invites someone by e-mail with a role; calls onInvited after the server accepted it. */
export function InviteForm({ companyId, onInvited }: { companyId: string; onInvited: () => void }) {
  const { toast } = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const f = new FormData(formEl);
    const parsed = inviteRequestSchema.safeParse({ email: f.get('email'), role: f.get('role') });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setSending(true);
    try {
      await api.invite(companyId, parsed.data.email, parsed.data.role);
      formEl.reset();
      toast({
        title: 'Invitation sent',
        description: `${parsed.data.email} was invited as ${roleLabel(parsed.data.role)}.`,
      });
      onInvited();
    } catch (err) {
      setErrors(apiFieldErrors(err));
      toast({
        title: 'Error',
        description: 'Failed to send the invitation. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="k-form" onSubmit={send} noValidate aria-label="Invite a member">
      <div className="k-form-row">
        <Input label="Email" name="email" type="email" autoComplete="off" error={errors.email} />
        <NativeSelect
          label="Role"
          name="role"
          defaultValue="accountant"
          options={inviteRoleOptions}
          error={errors.role}
        />
      </div>
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send invite'}
        </Button>
      </div>
    </form>
  );
}
