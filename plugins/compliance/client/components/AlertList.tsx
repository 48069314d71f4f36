import { Link } from 'react-router-dom';
import { Badge, Button, Card, EmptyState } from '@keel/core/client';
import { areaMeta } from '../../domain/areas';
import { formatDate } from '../../domain/dates';
import type { AlertWithId } from '../hooks/useCompliance';

const typeLabels = {
  deadline_approaching: 'Deadline approaching',
  requirement_change: 'Requirement change',
  audit_finding: 'Audit finding',
} as const;
const severityTones = { high: 'danger', medium: 'warning', low: 'neutral' } as const;

/**
 * Recent alerts (spec 001 section 4): type, severity, due date and area. Open high alerts offer Act
 * Now (to where the finding is fixed, planning it for its due day when it has no plan yet; spec
 * 001 section 9: within 48 hours) and Schedule, open
 * medium alerts Plan Action (within a week): both plan a day to act by, with a reminder. A person
 * who may act can resolve an alert; resolved ones show a tick.
 */
export function AlertList({
  alerts,
  canAct,
  onResolve,
  onPlan,
  onActNow,
}: {
  alerts: readonly AlertWithId[];
  canAct: boolean;
  onResolve: (alert: AlertWithId) => void;
  onPlan: (alert: AlertWithId) => void;
  /** Act Now of a member who may act, as it opens the fix: plans the alert for its due day. */
  onActNow?: (alert: AlertWithId) => void;
}) {
  return (
    <Card
      title="Recent alerts"
      description="High alerts are acted on within 48 hours, medium ones within a week."
    >
      {alerts.length === 0 ? (
        <EmptyState title="No alerts">Run a check: what it finds wrong is listed here.</EmptyState>
      ) : (
        <ul aria-label="Recent alerts">
          {alerts.slice(0, 20).map((alert) => (
            <li key={alert.id}>
              <Badge tone={severityTones[alert.severity]}>{alert.severity}</Badge>{' '}
              <strong>{alert.title}</strong>
              <div className="k-muted">
                {typeLabels[alert.type]} · {areaMeta[alert.area].title} · due{' '}
                {formatDate(alert.dueDate)}
              </div>
              {alert.status === 'resolved' ? (
                <span aria-label="Resolved">✓ Resolved</span>
              ) : (
                <span>
                  {alert.severity !== 'medium' && (
                    <Link
                      to={alert.fix.path}
                      onClick={
                        canAct && alert.severity === 'high' ? () => onActNow?.(alert) : undefined
                      }
                    >
                      {alert.severity === 'high' ? 'Act Now' : alert.fix.label}
                    </Link>
                  )}{' '}
                  {canAct && alert.severity === 'high' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onPlan(alert)}
                      aria-label={`Schedule: ${alert.title}`}
                    >
                      Schedule
                    </Button>
                  )}
                  {alert.severity === 'medium' &&
                    (canAct ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => onPlan(alert)}
                        aria-label={`Plan Action: ${alert.title}`}
                      >
                        Plan Action
                      </Button>
                    ) : (
                      <Link to={alert.fix.path}>{alert.fix.label}</Link>
                    ))}{' '}
                  {alert.plannedFor && (
                    <span className="k-muted">Planned for {formatDate(alert.plannedFor)}</span>
                  )}{' '}
                  {canAct && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => onResolve(alert)}
                      aria-label={`Resolve: ${alert.title}`}
                    >
                      Resolve
                    </Button>
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
