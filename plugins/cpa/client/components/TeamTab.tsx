import { useState } from 'react';
import { Badge, Button, Card, EmptyState, Input, apiFieldErrors } from '@keel/core/client';
import { roleLabel } from '@keel/core/domain';
import type { PracticeMember } from '../../domain/routes';

/** The credentials a member enters for themselves. */
export type CredentialsInput = NonNullable<PracticeMember['credentials']>;

/** Props of TeamTab. */
export interface TeamTabProps {
  members: readonly PracticeMember[];
  /** The signed-in member: the one whose credentials the form below edits. */
  myUserId: string | null;
  canEnter: boolean;
  /** Saves the member's own credentials; throws (an ApiError with field messages) when refused. */
  onSave: (credentials: CredentialsInput) => Promise<void>;
}

/**
 * Team & Credentials: the practice's members, each with the licence and memberships they entered
 * themselves; nothing is shown that nobody entered.
 */
export function TeamTab({ members, myUserId, canEnter, onSave }: TeamTabProps) {
  const mine = members.find((m) => m.userId === myUserId)?.credentials ?? null;
  const [form, setForm] = useState({
    licenceType: mine?.licenceType ?? '',
    licenceNumber: mine?.licenceNumber ?? '',
    licenceState: mine?.licenceState ?? '',
    memberships: mine?.memberships.join(', ') ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const set = (change: Partial<typeof form>) => {
    setForm({ ...form, ...change });
    setSaved(false);
  };
  const save = async () => {
    try {
      await onSave({
        ...form,
        memberships: form.memberships
          .split(',')
          .map((m) => m.trim())
          .filter(Boolean),
      });
      setErrors({});
      setSaved(true);
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    }
  };
  return (
    <div className="cpa-tab">
      <div className="k-grid">
        {members.map((member) => {
          const c = member.credentials;
          const licence = c && [c.licenceType, c.licenceNumber, c.licenceState].filter(Boolean);
          return (
            <Card key={member.userId} title={member.name} description={roleLabel(member.role)}>
              {licence && licence.length > 0 ? (
                <p>Licence: {licence.join(', ')}</p>
              ) : (
                <p className="k-hint">No licence entered</p>
              )}
              {c && c.memberships.length > 0 && (
                <ul className="cpa-badges" aria-label={`Memberships of ${member.name}`}>
                  {c.memberships.map((m) => (
                    <li key={m}>
                      <Badge tone="primary">{m}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          );
        })}
      </div>
      {members.length === 0 && <EmptyState title="No members" />}
      {canEnter && (
        <Card title="Your credentials" description="Shown to the practice as you enter them.">
          <form
            className="cpa-form"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <Input
              label="Licence type"
              value={form.licenceType}
              error={errors.licenceType}
              hint="For example CPA or EA"
              onChange={(e) => set({ licenceType: e.target.value })}
            />
            <Input
              label="Licence number"
              value={form.licenceNumber}
              error={errors.licenceNumber}
              onChange={(e) => set({ licenceNumber: e.target.value })}
            />
            <Input
              label="Licence state"
              value={form.licenceState}
              error={errors.licenceState}
              onChange={(e) => set({ licenceState: e.target.value })}
            />
            <Input
              label="Memberships"
              value={form.memberships}
              error={errors.memberships}
              hint="Separated by commas, e.g. AICPA Member, SEC Registered, PCAOB Compliant"
              onChange={(e) => set({ memberships: e.target.value })}
            />
            <div className="k-toolbar">
              <Button type="submit">Save credentials</Button>
              {saved && <span role="status">Credentials saved</span>}
            </div>
          </form>
        </Card>
      )}
    </div>
  );
}
