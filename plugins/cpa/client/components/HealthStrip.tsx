import { Badge, type BadgeTone } from '@keel/core/client';
import type { ClientHealth } from '../../domain/health/clientHealth';

interface Figure {
  label: string;
  tone: BadgeTone;
}

const summarized = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The figures of a client's health strip; a figure whose plugin is absent is left out. */
export function healthFigures(health: ClientHealth): Figure[] {
  const unreconciled = health.bankAccounts.filter((a) => !a.reconciled).length;
  const figures: Figure[] = [
    {
      label: plural(health.uncategorizedLines, 'uncategorized line', 'uncategorized lines'),
      tone: health.uncategorizedLines ? 'warning' : 'success',
    },
    {
      label: `${plural(unreconciled, 'bank account', 'bank accounts')} not reconciled`,
      tone: unreconciled ? 'warning' : 'success',
    },
    health.daysSinceLockDate === null
      ? { label: 'Never locked', tone: 'neutral' }
      : {
          label: `Locked ${plural(health.daysSinceLockDate, 'day', 'days')} ago`,
          tone: health.daysSinceLockDate > 45 ? 'warning' : 'success',
        },
  ];
  if (health.payrollRunsAwaitingApproval !== null)
    figures.push({
      label: `${plural(health.payrollRunsAwaitingApproval, 'payroll run', 'payroll runs')} to approve`,
      tone: health.payrollRunsAwaitingApproval ? 'warning' : 'success',
    });
  if (health.openFraudAlerts !== null)
    figures.push({
      label: plural(health.openFraudAlerts, 'fraud alert', 'fraud alerts'),
      tone: health.openFraudAlerts ? 'danger' : 'success',
    });
  if (health.openComplianceAlerts !== null)
    figures.push({
      label: plural(health.openComplianceAlerts, 'compliance alert', 'compliance alerts'),
      tone: health.openComplianceAlerts ? 'danger' : 'success',
    });
  // Figures kept from before the server started, while its books are read again.
  if (health.refreshing)
    figures.push({
      label: `As of ${summarized.format(new Date(health.summarizedAt))}, refreshing`,
      tone: 'neutral',
    });
  return figures;
}

/** A client company's live health as a row of badges (issue 18's health strip). */
export function HealthStrip({ health, name }: { health: ClientHealth; name: string }) {
  return (
    <ul className="cpa-health" aria-label={`Health of ${name}`}>
      {healthFigures(health).map((figure) => (
        <li key={figure.label}>
          <Badge tone={figure.tone}>{figure.label}</Badge>
        </li>
      ))}
    </ul>
  );
}
