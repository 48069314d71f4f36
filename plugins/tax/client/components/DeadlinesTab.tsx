import { Badge, Button, EmptyState } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import type { Deadline } from '../../domain/deadlines/deadline';
import { shortDate } from '../../domain/format';

const statusTone = {
  pending: 'neutral',
  automated: 'info',
  in_progress: 'warning',
  overdue: 'danger',
  completed: 'success',
} as const;

/** Deadlines: the year's filing and payment deadlines that apply, each with Mark Complete. */
export function DeadlinesTab({
  deadlines,
  mayComplete,
  completing,
  onComplete,
}: {
  deadlines: readonly Deadline[];
  mayComplete: boolean;
  completing: string | null;
  onComplete: (deadline: Deadline) => void;
}) {
  if (deadlines.length === 0)
    return (
      <EmptyState title="No deadlines this year">
        Payroll filings and deposits show here once payroll runs are approved.
      </EmptyState>
    );
  return (
    <ul className="tax-list" aria-label="Tax deadlines">
      {deadlines.map((d) => (
        <li key={d.id} className="tax-row" aria-label={`${d.form}, ${shortDate(d.dueDate)}`}>
          <div className="tax-row-main">
            <strong>{shortDate(d.dueDate)}</strong>{' '}
            <Badge tone={statusTone[d.status]}>{d.status}</Badge> <Badge>{d.type}</Badge>
            <p>{d.description}</p>
            <p className="k-muted">
              {d.form}
              {d.ifDepositedOnTime
                ? ` · ${shortDate(d.ifDepositedOnTime)} if every deposit was on time`
                : ''}
              {d.completedBy ? ` · completed by ${d.completedBy}` : ''}
            </p>
          </div>
          <div className="tax-row-amount">
            {d.amountCents !== null && <strong>{formatUSD(d.amountCents)}</strong>}
            {mayComplete && (
              <Button
                size="sm"
                variant="secondary"
                disabled={d.status === 'completed' || completing === d.id}
                onClick={() => onComplete(d)}
              >
                Mark Complete
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
