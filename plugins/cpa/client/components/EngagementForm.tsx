import { useState } from 'react';
import { Button, Input, NativeSelect, apiFieldErrors } from '@keel/core/client';
import { centsToDecimal, parseMoney } from '@keel/core/domain';
import { serviceTypes, type ServiceType } from '../../domain/catalogue/serviceOffering';
import { billingFrequencies, type BillingFrequency } from '../../domain/clients/engagement';
import type { ClientView, PracticeMember } from '../../domain/routes';

/** What the practice records of its engagement with a client. */
export interface Engagement {
  industry: string;
  /** The responsible CPA's user id ('' for none). */
  cpa: string;
  serviceType: ServiceType;
  engagementFee: number;
  billing: BillingFrequency;
}

/** Props of EngagementForm. */
export interface EngagementFormProps {
  client: ClientView;
  /** The practice's members, one of whom may be the responsible CPA. */
  members: readonly PracticeMember[];
  /** Saves it; throws (an ApiError with field messages) when refused. */
  onSave: (engagement: Engagement) => Promise<void>;
}

/**
 * The engagement with a client: its industry and responsible CPA (searchable in Client Portfolio),
 * its service type, fee and how often it is billed (Analytics' Monthly Revenue).
 */
export function EngagementForm({ client, members, onSave }: EngagementFormProps) {
  const [form, setForm] = useState({
    industry: client.industry,
    cpa: client.cpa?.userId ?? '',
    serviceType: client.serviceType ?? 'compilation',
    fee: client.engagementFee ? centsToDecimal(client.engagementFee) : '',
    billing: client.billing,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const set = (change: Partial<typeof form>) => {
    setForm({ ...form, ...change });
    setSaved(false);
  };
  const save = async () => {
    let engagementFee: number;
    try {
      engagementFee = form.fee.trim() === '' ? 0 : parseMoney(form.fee);
    } catch {
      setErrors({ engagementFee: 'Enter a fee such as 600.00' });
      return;
    }
    try {
      await onSave({
        industry: form.industry.trim(),
        cpa: form.cpa,
        serviceType: form.serviceType,
        engagementFee,
        billing: form.billing,
      });
      setErrors({});
      setSaved(true);
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    }
  };
  return (
    <form
      className="cpa-form cpa-engagement"
      aria-label="Engagement"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="cpa-row">
        <Input
          label="Industry"
          value={form.industry}
          error={errors.industry}
          onChange={(e) => set({ industry: e.target.value })}
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
      </div>
      <div className="cpa-row">
        <NativeSelect
          label="Service type"
          value={form.serviceType}
          error={errors.serviceType}
          options={serviceTypes.map((value) => ({ value, label: value }))}
          onChange={(e) => set({ serviceType: e.target.value as ServiceType })}
        />
        <Input
          label="Engagement fee ($)"
          inputMode="decimal"
          value={form.fee}
          error={errors.engagementFee}
          onChange={(e) => set({ fee: e.target.value })}
        />
        <NativeSelect
          label="Billed"
          value={form.billing}
          error={errors.billing}
          options={billingFrequencies.map((value) => ({
            value,
            label: value === 'none' ? 'No fee agreed' : value,
          }))}
          onChange={(e) => set({ billing: e.target.value as BillingFrequency })}
        />
      </div>
      <div className="k-toolbar">
        <Button type="submit" variant="secondary">
          Save engagement
        </Button>
        {saved && <span role="status">Engagement saved</span>}
      </div>
    </form>
  );
}
