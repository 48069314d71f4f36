import { Badge, Card, EmptyState } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { shortDate } from '../../domain/dates';
import type { AnalyticsAnswer } from '../../domain/routes';

const statusTone = { completed: 'success', in_progress: 'info', scheduled: 'warning' } as const;

/**
 * Analytics: Total Clients, Monthly Revenue (the recurring engagement fees of clients not
 * completed, per month), Active Projects (engagements in progress) and Recent Activity, all
 * computed from what the practice recorded.
 */
export function AnalyticsTab({ analytics }: { analytics: AnalyticsAnswer }) {
  const figures = [
    ['Total Clients', String(analytics.totalClients)],
    ['Monthly Revenue', formatUSD(analytics.monthlyRevenueCents)],
    ['Active Projects', String(analytics.activeProjects)],
  ] as const;
  return (
    <div className="cpa-tab">
      <dl className="cpa-figures">
        {figures.map(([label, value]) => (
          <div key={label} className="cpa-figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="k-hint">
        Monthly Revenue counts each engagement fee per month (a quarterly fee a third, a yearly fee
        a twelfth) of clients not completed.
      </p>
      <Card title="Recent Activity">
        {analytics.activity.length === 0 ? (
          <EmptyState title="No activity yet" />
        ) : (
          <ul className="cpa-activity">
            {analytics.activity.map((item) => (
              <li key={item.id}>
                <span>
                  <strong>{item.clientName}</strong>: {item.description}
                  <span className="k-hint"> · {shortDate(item.at)}</span>
                </span>
                <Badge tone={statusTone[item.status]}>{item.status}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
