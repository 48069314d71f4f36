import { useState } from 'react';
import { Badge, Button, Card, Input, NativeSelect, apiFieldErrors } from '@keel/core/client';
import { centsToDecimal, formatUSD, parseMoney } from '@keel/core/domain';
import { complexities, type ServiceOffering } from '../../domain/catalogue/serviceOffering';
import type { ServiceView } from '../../domain/routes';

const complexityTone = { low: 'success', medium: 'warning', high: 'danger' } as const;

/** A service's price as the spec shows it: '$5,000.00' or '$300.00/hr'. */
export function priceText(service: Pick<ServiceView, 'price' | 'priceUnit'>): string {
  return `${formatUSD(service.price)}${service.priceUnit === 'hour' ? '/hr' : ''}`;
}

/** Props of ServiceCard. */
export interface ServiceCardProps {
  service: ServiceView;
  /** Whether the member may edit and remove services (those who price the practice's work). */
  canEdit: boolean;
  /** Saves the whole edited service; throws (an ApiError with field messages) when refused. */
  onSave: (service: ServiceOffering) => Promise<void>;
  onRemove: (service: ServiceView) => void;
  onRequestQuote: (service: ServiceView) => void;
}

/**
 * One service of the catalogue (spec 001, Service card): view mode, then inline editing of
 * title, description, price, duration, each feature and complexity on Edit. Save returns to view
 * mode once the server kept it; Cancel returns to view mode with the service as it was.
 */
export function ServiceCard({
  service,
  canEdit,
  onSave,
  onRemove,
  onRequestQuote,
}: ServiceCardProps) {
  const [draft, setDraft] = useState<(ServiceOffering & { priceText: string }) | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  if (draft) {
    const set = (change: Partial<typeof draft>) => setDraft({ ...draft, ...change });
    const save = async () => {
      let price: number;
      try {
        price = parseMoney(draft.priceText);
      } catch {
        setErrors({ price: 'Enter a price such as 2500.00' });
        return;
      }
      const { priceText: _text, ...edited } = draft;
      setSaving(true);
      try {
        await onSave({ ...edited, price });
        setDraft(null);
        setErrors({});
      } catch (failure) {
        setErrors(apiFieldErrors(failure));
      } finally {
        setSaving(false);
      }
    };
    return (
      <Card className="cpa-service cpa-service--editing" aria-label={`Editing ${service.title}`}>
        <Input
          label="Title"
          value={draft.title}
          error={errors.title}
          onChange={(e) => set({ title: e.target.value })}
        />
        <label className="cpa-textarea">
          <span>Description</span>
          <textarea
            value={draft.description}
            aria-invalid={errors.description ? true : undefined}
            onChange={(e) => set({ description: e.target.value })}
          />
          {errors.description && <span role="alert">{errors.description}</span>}
        </label>
        <div className="cpa-row">
          <Input
            label={service.priceUnit === 'hour' ? 'Price per hour ($)' : 'Price ($)'}
            inputMode="decimal"
            value={draft.priceText}
            error={errors.price}
            onChange={(e) => set({ priceText: e.target.value })}
          />
          <Input
            label="Duration"
            value={draft.duration}
            error={errors.duration}
            onChange={(e) => set({ duration: e.target.value })}
          />
        </div>
        <fieldset className="cpa-features">
          <legend>Features</legend>
          {draft.features.map((feature, index) => (
            <div className="cpa-feature-edit" key={index}>
              <Input
                label={`Feature ${index + 1}`}
                value={feature}
                error={errors[`features.${index}`]}
                onChange={(e) =>
                  set({
                    features: draft.features.map((f, i) => (i === index ? e.target.value : f)),
                  })
                }
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove feature ${index + 1}`}
                onClick={() => set({ features: draft.features.filter((_, i) => i !== index) })}
              >
                Remove
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set({ features: [...draft.features, ''] })}
          >
            Add feature
          </Button>
        </fieldset>
        <NativeSelect
          label="Complexity"
          value={draft.complexity}
          error={errors.complexity}
          options={complexities.map((c) => ({ value: c, label: c }))}
          onChange={(e) => set({ complexity: e.target.value as ServiceOffering['complexity'] })}
        />
        <div className="k-toolbar">
          <Button onClick={() => void save()} disabled={saving}>
            Save
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(null);
              setErrors({});
            }}
          >
            Cancel
          </Button>
        </div>
      </Card>
    );
  }

  const { starter: _starter, ...offering } = service;
  return (
    <Card className="cpa-service" title={service.title} description={service.description}>
      <p className="cpa-price">
        <strong>{priceText(service)}</strong> <span className="k-hint">{service.duration}</span>{' '}
        <Badge tone={complexityTone[service.complexity]}>{service.complexity} complexity</Badge>
      </p>
      <ul className="cpa-feature-list">
        {service.features.map((feature, index) => (
          <li key={index}>{feature}</li>
        ))}
      </ul>
      {service.starter && <Badge tone="info">Starter catalogue</Badge>}
      <div className="k-toolbar">
        {canEdit && (
          <Button
            variant="secondary"
            aria-label={`Edit ${service.title}`}
            onClick={() => setDraft({ ...offering, priceText: centsToDecimal(service.price) })}
          >
            Edit
          </Button>
        )}
        <Button
          aria-label={`Request Quote for ${service.title}`}
          onClick={() => onRequestQuote(service)}
        >
          Request Quote
        </Button>
        {canEdit && (
          <Button
            variant="ghost"
            aria-label={`Remove ${service.title}`}
            onClick={() => onRemove(service)}
          >
            Remove
          </Button>
        )}
      </div>
    </Card>
  );
}
