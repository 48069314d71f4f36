import { useMemo } from 'react';
import { useSyncState } from '@keel/core/client';
import type { FraudThreatsState } from '../../domain/public';
import { summarizeThreats } from '../../domain/threats/threatSummary';
import { useThreats } from '../hooks/useThreats';

/** `fraud.threats` in the browser: the open company's threats and figures, live. */
export function useFraudThreatsClient(): FraudThreatsState {
  const threats = useThreats();
  const { status } = useSyncState();
  return useMemo(
    () =>
      status === 'synced' || status === 'offline'
        ? { status: 'ready', threats, summary: summarizeThreats(threats) }
        : { status: 'loading' },
    [status, threats],
  );
}
