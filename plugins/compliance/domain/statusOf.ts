import type { Alert } from './alerts';
import type { CheckRun } from './checkRun';
import type { ComplianceStatusAnswer } from './status';

/** The status other plugins read, from the latest check and the alerts. */
export function statusOf(
  run: CheckRun | null,
  alerts: readonly Pick<Alert, 'status' | 'severity'>[],
): ComplianceStatusAnswer {
  if (!run) return { status: 'never-checked' };
  const open = alerts.filter((a) => a.status === 'open');
  return {
    status: 'ready',
    checkedAt: run.checkedAt,
    overall: { score: run.overall.score, status: run.overall.status },
    areas: run.areas.map((a) => ({ id: a.id, score: a.score, status: a.status })),
    openAlerts: open.length,
    openHighAlerts: open.filter((a) => a.severity === 'high').length,
  };
}
