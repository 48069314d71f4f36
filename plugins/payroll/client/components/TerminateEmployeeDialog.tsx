import { useState } from 'react';
import { Input } from '@keel/core/client';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Terminate an employee: their last day of work. Runs whose pay period starts after it leave the
 * employee out; the run of the period that holds it pays their final check.
 */
export function TerminateEmployeeDialog({
  name,
  onTerminate,
  onCancel,
}: {
  /** The employee's full name. */
  name: string;
  /** Saves the termination; resolves null once saved, or the termination date's message. */
  onTerminate: (terminationDate: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const problem = await onTerminate(date).finally(() => setBusy(false));
    if (problem) setError(problem);
  };
  return (
    <ConfirmDialog
      open
      title={`Terminate ${name}`}
      description="Pay runs whose pay period starts after the last day leave this employee out. Their pay history is kept."
      confirmLabel="Terminate Employee"
      busyLabel="Terminating…"
      busy={busy}
      destructive
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <Input
        label="Termination date"
        type="date"
        hint="The employee's last day of work"
        value={date}
        error={error}
        onChange={(event) => {
          setDate(event.target.value);
          setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
