import type { MemberContext, PluginServices } from '@keel/core/server';
import { fraudThreatsRef } from '@keel/plugin-fraud/domain/public';
import type { Anomaly } from '../domain/overview';

const severityOrder = { high: 0, medium: 1, low: 2 } as const;

/**
 * The open (investigating) fraud threats the member may see (payroll's only with payroll access),
 * most severe then newest first; none without Fraud Detection.
 */
export async function readAnomalies(
  services: PluginServices,
  { companyId, role }: Pick<MemberContext, 'companyId' | 'role'>,
): Promise<Anomaly[]> {
  const fraud = services.getOptional(fraudThreatsRef);
  if (!fraud) return [];
  return (await fraud.threats(companyId, role))
    .filter((threat) => threat.status === 'investigating')
    .sort(
      (a, b) =>
        severityOrder[a.severity] - severityOrder[b.severity] ||
        b.timestamp.localeCompare(a.timestamp),
    )
    .map((threat) => ({
      id: threat.id,
      type: threat.type,
      severity: threat.severity,
      confidence: threat.confidence,
      amountCents: threat.amount,
      description: threat.description,
      timestamp: threat.timestamp,
      path: '/fraud-detection',
    }));
}
