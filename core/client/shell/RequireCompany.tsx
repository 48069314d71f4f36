import { useState, type FormEvent, type ReactNode } from 'react';
import { businessTypes, createCompanyRequestSchema } from '@keel/core/domain';
import { api, apiFieldErrors, zodFieldErrors } from '../api';
import { useSession } from '../session';
import { Button, Card, EmptyState, Input, NativeSelect } from '../ui';

/** Labels of the business types (spec section 3 values). */
export const businessTypeOptions = businessTypes.map((value) => ({
  value,
  label: (
    {
      corporation: 'Corporation',
      llc: 'LLC',
      partnership: 'Partnership',
      sole_proprietorship: 'Sole proprietorship',
    } as const
  )[value],
}));

/** Shows its children only when the user works in a company; otherwise offers to create one. */
export function RequireCompany({ children }: { children: ReactNode }) {
  const { user, refresh } = useSession();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (user?.companyId) return <>{children}</>;

  async function create(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const parsed = createCompanyRequestSchema.safeParse({
      name: form.get('name'),
      businessType: form.get('businessType'),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setBusy(true);
    try {
      const { company } = await api.createCompany(parsed.data.name, parsed.data.businessType);
      await api.switchCompany(company.id);
      await refresh();
    } catch (err) {
      setErrors(apiFieldErrors(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <EmptyState title="No companies accessible">
        You are not a member of any company yet. Accept an invitation from an e-mail, or create your
        own company.
      </EmptyState>
      <form
        className="k-form"
        onSubmit={create}
        noValidate
        style={{ maxWidth: 420, margin: '0 auto' }}
      >
        <Input label="Company name" name="name" required error={errors.name} />
        <NativeSelect
          label="Business type"
          name="businessType"
          defaultValue="llc"
          options={businessTypeOptions}
          error={errors.businessType}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating...' : 'Create company'}
        </Button>
      </form>
    </Card>
  );
}
