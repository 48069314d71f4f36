import { useState } from 'react';
import { Button, Dialog, useToast } from '@keel/core/client';
import { fiscalYearRange } from '../../../domain/archive';
import { formatLongDate } from '../../../domain/reportFiles/reportDates';
import { archiveYear, messageOf } from './archiveApi';

/** Asks before archiving a fiscal year, then archives it on the server. */
export function CloseYearDialog({
  companyId,
  year,
  fiscalYearStartMonth,
  onClose,
  onArchived,
}: {
  companyId: string;
  /** The year to archive; null while closed. */
  year: number | null;
  fiscalYearStartMonth: number;
  onClose: () => void;
  onArchived: () => void;
}) {
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const range = year === null ? null : fiscalYearRange(year, fiscalYearStartMonth);

  async function archive() {
    if (year === null) return;
    setWorking(true);
    setError(null);
    try {
      await archiveYear(companyId, year);
      toast({ title: 'Year archived', description: `Fiscal year ${year} is in the archive` });
      onArchived();
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setWorking(false);
    }
  }

  return (
    <Dialog
      open={year !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      title={`Close year ${year ?? ''}`}
    >
      {range && (
        <p>
          Entries, transactions and reconciliations dated {formatLongDate(range.from)} to{' '}
          {formatLongDate(range.to)} move into a read-only archive on the server. A carry-forward
          entry keeps every balance, and reports still include the year.
        </p>
      )}
      {error && <p role="alert">{error}</p>}
      <div className="bk-dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={working}>
          Cancel
        </Button>
        <Button onClick={() => void archive()} disabled={working}>
          Archive {year}
        </Button>
      </div>
    </Dialog>
  );
}
