import { useMemo } from 'react';
import { newestThreatFirst, readThreats, type Threat } from '../../domain/threats/threatSchema';
import { useFraudTable } from '../stores';
import { usePayrollThreatsTable } from './usePayrollThreats';

/**
 * The open company's threats, newest first, live: the company document's, and for a member with
 * payroll access the threats found in payroll (their own document).
 */
export function useThreats(): Threat[] {
  const table = useFraudTable('threats');
  const payroll = usePayrollThreatsTable();
  return useMemo(
    () => [...readThreats(table), ...readThreats(payroll)].sort(newestThreatFirst),
    [table, payroll],
  );
}
