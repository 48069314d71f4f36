import { useMemo, useState } from 'react';
import { Lock } from 'lucide-react';
import { Button, Card, useUser } from '@keel/core/client';
import { isCarryForwardId, nextYearToClose, periodClosers } from '../../../domain/archive';
import { formatLongDate } from '../../../domain/reportFiles/reportDates';
import type { Books } from '../../hooks/useBooks';
import { ArchivedYearsTable } from './ArchivedYearsTable';
import { CloseYearDialog } from './CloseYearDialog';
import { LockDateForm } from './LockDateForm';
import { useArchivedYears } from './useArchivedYears';

/**
 * Close the books: the lock date (entries dated on or before it are refused everywhere), the
 * fiscal years archived on the server, and archiving the next fully locked year.
 */
export function CloseBooksCard({ books }: { books: Books }) {
  const user = useUser();
  const canClose = periodClosers.some((role) => role === user.role);
  const archived = useArchivedYears(books.companyId);
  const [confirming, setConfirming] = useState<number | null>(null);
  const { lockDate, fiscalYearStartMonth } = books.settings;

  const liveDates = useMemo(
    () => [
      ...books.entries.filter((e) => !isCarryForwardId(e.id)).map((e) => e.date),
      ...books.transactions.map((t) => t.date),
    ],
    [books.entries, books.transactions],
  );
  const next =
    archived.loading || archived.error !== null
      ? null
      : nextYearToClose({
          lockDate,
          fiscalYearStartMonth,
          archivedYears: archived.years.map((y) => y.year),
          liveDates,
        });

  return (
    <Card
      title="Close the books"
      description="A closed fiscal year moves into a read-only archive on the server; reports still include it."
      actions={
        canClose &&
        next !== null && (
          <Button onClick={() => setConfirming(next)}>
            <Lock size={16} aria-hidden /> Close year {next}
          </Button>
        )
      }
    >
      <div className="bk-stack">
        <p>
          {lockDate === ''
            ? 'No period is closed.'
            : `The books are closed through ${formatLongDate(lockDate)}.`}
        </p>
        {canClose && (
          <LockDateForm key={lockDate} companyId={books.companyId} lockDate={lockDate} />
        )}
        <ArchivedYearsTable archived={archived} />
      </div>
      <CloseYearDialog
        companyId={books.companyId}
        year={confirming}
        fiscalYearStartMonth={fiscalYearStartMonth}
        onClose={() => setConfirming(null)}
        onArchived={archived.reload}
      />
    </Card>
  );
}
