import { useState } from 'react';
import { Button, EmptyState, NativeSelect } from '@keel/core/client';
import {
  serviceTypes,
  type ServiceOffering,
  type ServiceType,
} from '../../domain/catalogue/serviceOffering';
import type { ServiceView } from '../../domain/routes';
import { ServiceCard } from './ServiceCard';

const filterOptions = [
  { value: 'all', label: 'All services' },
  ...serviceTypes.map((type) => ({ value: type, label: type[0]!.toUpperCase() + type.slice(1) })),
];

/** Props of ServiceOfferings. */
export interface ServiceOfferingsProps {
  services: readonly ServiceView[];
  /** True while the practice has not changed the starter catalogue. */
  starter: boolean;
  canEdit: boolean;
  onSave: (service: ServiceOffering) => Promise<void>;
  onRemove: (service: ServiceView) => void;
  onAdd: () => void;
  onRequestQuote: (service: ServiceView) => void;
}

/** Service Offerings: the practice's catalogue, filtered by kind of service (spec 001). */
export function ServiceOfferings({
  services,
  starter,
  canEdit,
  onAdd,
  ...card
}: ServiceOfferingsProps) {
  const [filter, setFilter] = useState<'all' | ServiceType>('all');
  const shown = services.filter((service) => filter === 'all' || service.type === filter);
  return (
    <div className="cpa-tab">
      {starter && (
        <p className="k-hint">
          This is the starter catalogue every practice begins with: edit, add or remove services to
          make it your own.
        </p>
      )}
      <div className="k-toolbar cpa-filters">
        <NativeSelect
          label="Service type"
          value={filter}
          options={filterOptions}
          onChange={(e) => setFilter(e.target.value as 'all' | ServiceType)}
        />
        {canEdit && (
          <Button variant="secondary" onClick={onAdd}>
            Add Service
          </Button>
        )}
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No services of this kind" />
      ) : (
        <div className="k-grid">
          {shown.map((service) => (
            <ServiceCard key={service.id} service={service} canEdit={canEdit} {...card} />
          ))}
        </div>
      )}
    </div>
  );
}
