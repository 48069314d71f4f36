import { useState, type FormEvent } from 'react';
import {
  canManageMembers,
  updateCompanyRequestSchema,
  type CompanySummary,
  type Role,
} from '@keel/core/domain';
import { api, apiFieldErrors, zodFieldErrors } from '../api';
import { useSession } from '../session';
import { businessTypeOptions } from '../shell/RequireCompany';
import { useLiveBusinessType, useLiveCompanyName } from '../shell/useCompanyName';
import { Button, Card, Input, NativeSelect, useToast } from '../ui';

/** Company name and business type: a form for owners and admins, read-only for the rest. */
export function CompanyProfileForm({ company, role }: { company: CompanySummary; role: Role }) {
  const liveName = useLiveCompanyName(company.name);
  const liveType = useLiveBusinessType(company.businessType);
  const { refreshCompanies } = useSession();
  const { toast } = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const typeLabel = businessTypeOptions.find((o) => o.value === liveType)?.label ?? liveType;

  if (!canManageMembers(role)) {
    return (
      <Card title="Company profile" description="Only owners and admins can change these.">
        <dl>
          <dt className="k-label">Company name</dt>
          <dd>{liveName}</dd>
          <dt className="k-label">Business type</dt>
          <dd>{typeLabel}</dd>
        </dl>
      </Card>
    );
  }

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const parsed = updateCompanyRequestSchema.safeParse({
      name: f.get('name'),
      businessType: f.get('businessType'),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setSaving(true);
    try {
      await api.updateCompany(company.id, parsed.data);
      await refreshCompanies();
      toast({
        title: 'Company updated',
        description: `Saved changes to ${parsed.data.name ?? liveName}.`,
      });
    } catch (err) {
      setErrors(apiFieldErrors(err));
      toast({
        title: 'Error',
        description: 'Failed to save the company. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Company profile">
      {/* key: a rename arriving live from someone else refreshes the untouched form */}
      <form
        key={`${liveName}|${liveType}`}
        className="k-form"
        onSubmit={save}
        noValidate
        style={{ maxWidth: 560 }}
      >
        <Input
          label="Company name"
          name="name"
          defaultValue={liveName}
          required
          error={errors.name}
        />
        <NativeSelect
          label="Business type"
          name="businessType"
          defaultValue={liveType}
          options={businessTypeOptions}
          error={errors.businessType}
        />
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
