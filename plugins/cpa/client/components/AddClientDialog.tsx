import { useState } from 'react';
import { Button, Dialog, Input, NativeSelect, apiFieldErrors } from '@keel/core/client';
import { parseMoney } from '@keel/core/domain';
import { serviceTypes } from '../../domain/catalogue/serviceOffering';
import { billingFrequencies } from '../../domain/clients/engagement';
import type { AddClientBody } from '../../domain/requests';
import type { PracticeMember } from '../../domain/routes';

/** What Add Client sends, without the practice (the page adds it). */
export type NewClientRequest = Omit<AddClientBody, 'companyId'>;

/** Props of AddClientDialog. */
export interface AddClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: readonly PracticeMember[];
  /** Adds the client; throws (an ApiError with field messages) when refused. */
  onAdd: (client: NewClientRequest) => Promise<void>;
}

const blank = {
  name: '',
  industry: '',
  serviceType: 'compilation' as NewClientRequest['serviceType'],
  revenue: '',
  nextDeadline: '',
  cpa: '',
  email: '',
  invite: false,
  engagementFee: '',
  billing: 'none' as NewClientRequest['billing'],
};

/** Dollars typed into a field as cents; an unreadable amount is sent as NaN for the server to name. */
function cents(text: string): number {
  if (text.trim() === '') return 0;
  try {
    return parseMoney(text);
  } catch {
    return Number.NaN;
  }
}

/**
 * Add Client: a client not yet on Keel (name, industry, service type, revenue, next deadline,
 * responsible CPA of the practice's members), its engagement fee, and an invitation to Keel.
 */
export function AddClientDialog({ open, onOpenChange, members, onAdd }: AddClientDialogProps) {
  const [form, setForm] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<typeof blank>) => setForm({ ...form, ...change });

  const submit = async () => {
    try {
      await onAdd({
        ...form,
        revenue: cents(form.revenue),
        engagementFee: cents(form.engagementFee),
        nextDeadline: form.nextDeadline || null,
        email: form.email.trim() || null,
      });
      setForm(blank);
      setErrors({});
      onOpenChange(false);
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add Client">
      <form
        className="cpa-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Input
          label="Name"
          value={form.name}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <Input
          label="Industry"
          value={form.industry}
          error={errors.industry}
          onChange={(e) => set({ industry: e.target.value })}
        />
        <NativeSelect
          label="Service type"
          value={form.serviceType}
          error={errors.serviceType}
          options={serviceTypes.map((value) => ({ value, label: value }))}
          onChange={(e) => set({ serviceType: e.target.value as NewClientRequest['serviceType'] })}
        />
        <Input
          label="Annual revenue ($)"
          inputMode="decimal"
          value={form.revenue}
          error={errors.revenue}
          onChange={(e) => set({ revenue: e.target.value })}
        />
        <Input
          label="Next deadline"
          type="date"
          value={form.nextDeadline}
          error={errors.nextDeadline}
          onChange={(e) => set({ nextDeadline: e.target.value })}
        />
        <NativeSelect
          label="Responsible CPA"
          value={form.cpa}
          error={errors.cpa}
          options={[
            { value: '', label: 'Not assigned' },
            ...members.map((m) => ({ value: m.userId, label: m.name })),
          ]}
          onChange={(e) => set({ cpa: e.target.value })}
        />
        <Input
          label="Engagement fee ($)"
          inputMode="decimal"
          value={form.engagementFee}
          error={errors.engagementFee}
          onChange={(e) => set({ engagementFee: e.target.value })}
        />
        <NativeSelect
          label="Billed"
          value={form.billing}
          error={errors.billing}
          options={billingFrequencies.map((value) => ({
            value,
            label: value === 'none' ? 'No fee agreed' : value,
          }))}
          onChange={(e) => set({ billing: e.target.value as NewClientRequest['billing'] })}
        />
        <Input
          label="E-mail"
          type="email"
          value={form.email}
          error={errors.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        <label className="cpa-check">
          <input
            type="checkbox"
            checked={form.invite}
            onChange={(e) => set({ invite: e.target.checked })}
          />
          Send an invitation to join Keel
        </label>
        <div className="k-toolbar">
          <Button type="submit">Add Client</Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
