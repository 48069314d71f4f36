import { useState } from 'react';
import { Button, Dialog, NativeSelect, apiFieldErrors } from '@keel/core/client';
import type { ClientView, ServiceView } from '../../domain/routes';
import { priceText } from './ServiceCard';

/** Props of QuoteDialog. */
export interface QuoteDialogProps {
  service: ServiceView | null;
  clients: readonly ClientView[];
  onClose: () => void;
  /** Records and sends the request; throws (an ApiError with field messages) when refused. */
  onRequest: (request: { serviceId: string; clientId: string; notes: string }) => Promise<void>;
}

/**
 * Request Quote: the service for one of the practice's clients, with a note; it is recorded and
 * e-mailed to the practice's members.
 */
export function QuoteDialog({ service, clients, onClose, onRequest }: QuoteDialogProps) {
  const [clientId, setClientId] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!service) return null;
  const submit = async () => {
    if (!clientId) {
      setErrors({ clientId: 'Choose the client' });
      return;
    }
    try {
      await onRequest({ serviceId: service.id, clientId, notes });
      setClientId('');
      setNotes('');
      setErrors({});
      onClose();
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Request Quote"
      description={`${service.title}, ${priceText(service)}, ${service.duration}`}
    >
      <form
        className="cpa-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <NativeSelect
          label="Client"
          value={clientId}
          error={errors.clientId}
          options={[
            { value: '', label: clients.length ? 'Choose a client' : 'No clients yet' },
            ...clients.map((c) => ({ value: c.id, label: c.name })),
          ]}
          onChange={(e) => setClientId(e.target.value)}
        />
        <label className="cpa-textarea">
          <span>Notes for the practice</span>
          <textarea value={notes} onChange={(e) => setNotes(e.target.value)} />
          {errors.notes && <span role="alert">{errors.notes}</span>}
        </label>
        <div className="k-toolbar">
          <Button type="submit">Send request</Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
