import { useState, type FormEvent } from 'react';
import { Button, Input, apiFieldErrors, useToast } from '@keel/core/client';
import { formatLongDate } from '../../../domain/reportFiles/reportDates';
import { messageOf, saveLockDate } from './archiveApi';

/**
 * The lock date and its Save button. The saved date comes back through the synced settings, so
 * the card remounts this form (keyed by the lock date) when it changes.
 */
export function LockDateForm({ companyId, lockDate }: { companyId: string; lockDate: string }) {
  const { toast } = useToast();
  const [value, setValue] = useState(lockDate);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      await saveLockDate(companyId, value);
      toast({
        title: 'Lock date saved',
        description:
          value === ''
            ? 'Every period is open'
            : `Entries dated on or before ${formatLongDate(value)} are refused`,
      });
    } catch (failure) {
      setError(apiFieldErrors(failure).lockDate ?? messageOf(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="k-form bk-lock-form" onSubmit={save} noValidate>
      <Input
        label="Lock date"
        type="date"
        hint="Entries dated on or before it are refused; leave it empty to reopen every period"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
      />
      <div>
        <Button type="submit" variant="secondary" disabled={saving}>
          Save lock date
        </Button>
      </div>
    </form>
  );
}
