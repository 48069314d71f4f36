import { useMemo } from 'react';
import { newestThreatFirst, readThreats, type Threat } from '../../domain/threats/threatSchema';
import { useFraudTable } from '../stores';
import { usePayrollThreatsTable } from './usePayrollThreats';

/**
 * The open company's threats, newest first, live: the company document's, and for a member with
 * payroll access the threats found in payroll (their own document); `complete` is false while that
 * document opens.
 */
export function useThreatsState(): { threats: Threat[]; complete: boolean } {
  const table = useFraudTable('threats');
  const payroll = usePayrollThreatsTable();
  return useMemo(
    () => ({
      threats: [...readThreats(table), ...readThreats(payroll ?? {})].sort(newestThreatFirst),
      complete: payroll !== null,
    }),
    [table, payroll],
  );
}

/** The open company's threats the member may see, newest first, live. */
export function useThreats(): Threat[] {
  return useThreatsState().threats;
}
