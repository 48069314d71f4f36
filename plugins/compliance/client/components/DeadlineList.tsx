import { Badge, Button, Card, EmptyState } from '@keel/core/client';
import { areaMeta } from '../../domain/areas';
import { formatDate } from '../../domain/dates';
import { daysLeft, type Deadline } from '../../domain/deadlines';

/**
 * Upcoming deadlines (spec 001 section 3: deadline, description, area, priority, days left) from
 * the latest check, and returns still not filed, overdue; a return can be marked filed, which the
 * returns check then reads.
 */
export function DeadlineList({
  deadlines,
  today,
  canAct,
  onFile,
}: {
  deadlines: readonly Deadline[];
  today: string;
  canAct: boolean;
  onFile: (deadline: Deadline) => void;
}) {
  const upcoming = deadlines.filter((d) => d.deadline >= today || (d.fileable && !d.filedOn));
  return (
    <Card title="Upcoming deadlines">
      {upcoming.length === 0 ? (
        <EmptyState title="No deadlines in the next 90 days">
          Payroll deposits and returns and sales tax returns appear here once the books and payroll
          have them.
        </EmptyState>
      ) : (
        <ul aria-label="Upcoming deadlines">
          {upcoming.map((d) => {
            const days = daysLeft(d, today);
            return (
              <li key={d.key} id={`deadline-${d.key}`}>
                <strong>{d.description}</strong>
                <div className="k-muted">
                  {formatDate(d.deadline)} · {areaMeta[d.area].title} ·{' '}
                  {days === 0
                    ? 'due today'
                    : days < 0
                      ? `${-days} ${days === -1 ? 'day' : 'days'} overdue`
                      : `${days} ${days === 1 ? 'day' : 'days'} left`}
                </div>
                <Badge
                  tone={
                    d.priority === 'high'
                      ? 'danger'
                      : d.priority === 'medium'
                        ? 'warning'
                        : 'neutral'
                  }
                >
                  {d.priority}
                </Badge>{' '}
                {d.filedOn ? (
                  <span>✓ Filed {formatDate(d.filedOn)}</span>
                ) : (
                  d.fileable &&
                  canAct && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onFile(d)}
                      aria-label={`Mark filed: ${d.description}`}
                    >
                      Mark Filed
                    </Button>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
