import { useMemo } from 'react';
import { formatUSD } from '@keel/core/domain';
import {
  RECONCILIATIONS_TABLE,
  readReconciliations,
  type Transaction,
} from '../../../domain/books';
import { useBookkeepingTable } from '../../stores';
import { formatDay, formatMoment } from './formatDates';

/** A bank account's finished reconciliations, newest statement first. */
export function ReconciliationsList({
  accountId,
  lines,
}: {
  accountId: string;
  /** The account's transactions, to count the lines each reconciliation cleared. */
  lines: readonly Transaction[];
}) {
  const table = useBookkeepingTable(RECONCILIATIONS_TABLE);
  const list = useMemo(() => readReconciliations(table, accountId), [table, accountId]);
  if (list.length === 0) return <p className="k-muted">Not reconciled yet.</p>;
  return (
    <ul className="bk-plain-list" aria-label="Reconciliations">
      {list.map((rec) => {
        const count = lines.filter((t) => t.reconciliationId === rec.id).length;
        return (
          <li key={rec.id}>
            <strong>Statement of {formatDay(rec.statementDate)}</strong>: ending balance{' '}
            {formatUSD(rec.endingBalance)}, {count === 1 ? '1 line' : `${count} lines`}
            <div className="k-muted">
              Finished by {rec.completedBy} on {formatMoment(rec.completedAt)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
