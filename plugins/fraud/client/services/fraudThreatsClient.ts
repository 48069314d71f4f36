import { useMemo } from 'react';
import { useSyncState } from '@keel/core/client';
import type { FraudThreatsState } from '../../domain/public';
import { summarizeThreats } from '../../domain/threats/threatSummary';
import { useThreatsState } from '../hooks/useThreats';

/**
 * `fraud.threats` in the browser: the open company's threats and figures, live; for a member with
 * payroll access, loading until the payroll threats' document is open too.
 */
export function useFraudThreatsClient(): FraudThreatsState {
  const { threats, complete } = useThreatsState();
  const { status } = useSyncState();
  return useMemo(
    () =>
      complete && (status === 'synced' || status === 'offline')
        ? { status: 'ready', threats, summary: summarizeThreats(threats) }
        : { status: 'loading' },
    [complete, status, threats],
  );
}
