import { useState, type FormEvent } from 'react';
import { Button, Dialog, Input } from '@keel/core/client';
import type { Deadline } from '../../domain/deadlines';

/** Mark Filed: the day a return was filed (today or earlier), which the returns check reads. */
export function FileDialog({
  deadline,
  today,
  onClose,
  onSave,
}: {
  deadline: Deadline;
  today: string;
  onClose: () => void;
  onSave: (filedOn: string) => Promise<Record<string, string> | null>;
}) {
  const [day, setDay] = useState(deadline.deadline < today ? deadline.deadline : today);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!day || day > today) return setError('Use today or an earlier day');
    setSaving(true);
    const fields = await onSave(day);
    setSaving(false);
    if (fields) setError(fields.filedOn ?? 'The filing was not saved; try again');
    else onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Mark Filed"
      description={`${deadline.description}: the day you filed it.`}
    >
      <form onSubmit={save} noValidate>
        <Input
          label="Filed on"
          type="date"
          value={day}
          max={today}
          error={error}
          onChange={(e) => setDay(e.target.value)}
        />
        <Button type="submit" disabled={saving}>
          Save
        </Button>
      </form>
    </Dialog>
  );
}
