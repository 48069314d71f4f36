import { useMemo } from 'react';
import { LINE_HOLDS_TABLE, readLineHolds, type LineHold } from '../../domain/books';
import { useBookkeepingTable } from '../stores';

/** The bank lines held out of reconciliation (a fraud review blocked them), by transaction id. */
export function useLineHolds(): ReadonlyMap<string, LineHold> {
  const table = useBookkeepingTable(LINE_HOLDS_TABLE);
  return useMemo(() => readLineHolds(table), [table]);
}
