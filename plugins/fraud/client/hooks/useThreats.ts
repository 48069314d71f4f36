import { useMemo } from 'react';
import { readThreats, type Threat } from '../../domain/threats/threatSchema';
import { useFraudTable } from '../stores';

/** The open company's threats, newest first, live from the company document. */
export function useThreats(): Threat[] {
  const table = useFraudTable('threats');
  return useMemo(() => readThreats(table), [table]);
}
