import { useState, type FormEvent } from 'react';
import { Button, Dialog, Input } from '@keel/core/client';
import type { AlertWithId } from '../hooks/useCompliance';

/**
 * Schedule (a high alert) or Plan Action (a medium one): the day to act by. On that day the member
 * who planned it is reminded, as long as the alert is open.
 */
export function PlanDialog({
  alert,
  today,
  onClose,
  onSave,
}: {
  alert: AlertWithId;
  today: string;
  onClose: () => void;
  onSave: (plannedFor: string) => Promise<Record<string, string> | null>;
}) {
  const [day, setDay] = useState(
    alert.plannedFor ?? (alert.dueDate >= today ? alert.dueDate : today),
  );
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (day < today) return setError('Pick today or a later day');
    setSaving(true);
    const fields = await onSave(day);
    setSaving(false);
    if (fields) setError(fields.plannedFor ?? 'The plan was not saved; try again');
    else onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={alert.severity === 'high' ? 'Schedule' : 'Plan Action'}
      description={`${alert.title}. You are reminded on the day you pick while it is open.`}
    >
      <form onSubmit={save} noValidate>
        <Input
          label="Act by"
          type="date"
          value={day}
          min={today}
          error={error}
          onChange={(e) => setDay(e.target.value)}
        />
        <Button type="submit" disabled={saving}>
          Save plan
        </Button>
      </form>
    </Dialog>
  );
}
