import { notificationsServiceRef } from '@keel/core/domain';
import type { LogFn, PluginServices } from '@keel/core/server';
import { threatTypeLabels, type Threat } from '../../domain/threats/threatSchema';

/** The Fraud Detection screen with one threat opened. */
export const threatLink = (threatId: string) =>
  `/fraud-detection?threat=${encodeURIComponent(threatId)}`;

/**
 * Tells the company's owners and accountants of each new high-severity threat (issue 14), once per
 * threat: the dedupe key is the threat's id.
 */
export async function notifyThreats(
  services: PluginServices,
  log: LogFn,
  companyId: string,
  opened: readonly Threat[],
): Promise<number> {
  const notifications = services.get(notificationsServiceRef);
  let raised = 0;
  for (const threat of opened) {
    if (threat.severity !== 'high') continue;
    const result = await notifications.raise({
      companyId,
      to: { roles: ['owner', 'accountant'] },
      severity: 'high',
      title: `${threatTypeLabels[threat.type]}: needs immediate action`,
      body: threat.description,
      link: threatLink(threat.id),
      dedupeKey: `fraud.threat.${threat.id}`,
    });
    if (result.ok) raised += 1;
    else log('error', 'A fraud notification was refused', { error: result.error });
  }
  return raised;
}
