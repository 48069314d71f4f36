import { useMemo } from 'react';
import type { ComplianceStatusState } from '../../domain/public';
import { statusOf } from '../../domain/statusOf';
import { useAlerts, useLatestRun } from '../hooks/useCompliance';

/** `compliance.status` in the browser: the open company's latest scores and open alerts, live. */
export function useComplianceStatus(): ComplianceStatusState {
  const run = useLatestRun();
  const alerts = useAlerts();
  return useMemo(() => statusOf(run, alerts), [run, alerts]);
}
