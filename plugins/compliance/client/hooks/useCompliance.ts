import { useMemo } from 'react';
import { alertSchema, type Alert } from '../../domain/alerts';
import { checkRunSchema, scoresSchema, type CheckRun } from '../../domain/checkRun';
import { parseJsonCell } from '../../domain/parseJson';
import type { AreaId } from '../../domain/areas';
import { LATEST_ROW } from '../../domain/schema';
import { useComplianceCell, useComplianceTable } from '../stores';

/** The latest check of the open company, live; null before the first. */
export function useLatestRun(): CheckRun | null {
  const record = useComplianceCell('latest', LATEST_ROW, 'record');
  return useMemo(() => parseJsonCell(checkRunSchema, record), [record]);
}

/** An alert with its row id. */
export type AlertWithId = Alert & { id: string };

/** The company's alerts, newest first, live. */
export function useAlerts(): AlertWithId[] {
  const rows = useComplianceTable('alerts');
  return useMemo(
    () =>
      Object.entries(rows)
        .flatMap(([id, row]) => {
          const alert = parseJsonCell(alertSchema, row.record);
          return alert ? [{ ...alert, id }] : [];
        })
        .sort((a, b) => b.raisedAt.localeCompare(a.raisedAt) || a.key.localeCompare(b.key)),
    [rows],
  );
}

/** One past check's scores. */
export interface HistoryPoint {
  checkedAt: string;
  scores: Partial<Record<'overall' | AreaId, number | null>>;
}

/** The scores of past checks, oldest first, live. */
export function useHistory(): HistoryPoint[] {
  const rows = useComplianceTable('history');
  return useMemo(
    () =>
      Object.values(rows)
        .map((row) => ({
          checkedAt: String(row.checkedAt),
          scores: (parseJsonCell(scoresSchema, row.scores) ?? {}) as HistoryPoint['scores'],
        }))
        .sort((a, b) => a.checkedAt.localeCompare(b.checkedAt)),
    [rows],
  );
}
