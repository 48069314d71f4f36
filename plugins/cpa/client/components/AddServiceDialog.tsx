import { useState } from 'react';
import { Button, Dialog, Input, NativeSelect, apiFieldErrors } from '@keel/core/client';
import { parseMoney } from '@keel/core/domain';
import {
  complexities,
  priceUnits,
  serviceTypes,
  type ServiceOffering,
} from '../../domain/catalogue/serviceOffering';

type NewService = Omit<ServiceOffering, 'id'>;

/** Props of AddServiceDialog. */
export interface AddServiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Adds the service; throws (an ApiError with field messages) when refused. */
  onAdd: (service: NewService) => Promise<void>;
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Add Service: a new service of the practice's catalogue, its features added by Edit after. */
export function AddServiceDialog({ open, onOpenChange, onAdd }: AddServiceDialogProps) {
  const [form, setForm] = useState({
    type: 'consulting' as NewService['type'],
    title: '',
    description: '',
    price: '',
    priceUnit: 'engagement' as NewService['priceUnit'],
    duration: '',
    complexity: 'medium' as NewService['complexity'],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<typeof form>) => setForm({ ...form, ...change });

  const submit = async () => {
    let price: number;
    try {
      price = parseMoney(form.price);
    } catch {
      setErrors({ price: 'Enter a price such as 2500.00' });
      return;
    }
    try {
      await onAdd({ ...form, price, features: [] });
      onOpenChange(false);
      setErrors({});
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add Service">
      <form
        className="cpa-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <NativeSelect
          label="Service type"
          value={form.type}
          options={options(serviceTypes)}
          error={errors.type}
          onChange={(e) => set({ type: e.target.value as NewService['type'] })}
        />
        <Input
          label="Title"
          value={form.title}
          error={errors.title}
          onChange={(e) => set({ title: e.target.value })}
        />
        <Input
          label="Description"
          value={form.description}
          error={errors.description}
          onChange={(e) => set({ description: e.target.value })}
        />
        <Input
          label="Price ($)"
          inputMode="decimal"
          value={form.price}
          error={errors.price}
          onChange={(e) => set({ price: e.target.value })}
        />
        <NativeSelect
          label="Charged per"
          value={form.priceUnit}
          options={priceUnits.map((value) => ({
            value,
            label: value === 'hour' ? 'hour' : 'engagement',
          }))}
          onChange={(e) => set({ priceUnit: e.target.value as NewService['priceUnit'] })}
        />
        <Input
          label="Duration"
          value={form.duration}
          error={errors.duration}
          onChange={(e) => set({ duration: e.target.value })}
        />
        <NativeSelect
          label="Complexity"
          value={form.complexity}
          options={options(complexities)}
          onChange={(e) => set({ complexity: e.target.value as NewService['complexity'] })}
        />
        <div className="k-toolbar">
          <Button type="submit">Add Service</Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
