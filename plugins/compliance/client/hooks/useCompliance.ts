import { useMemo } from 'react';
import { z } from 'zod';
import { alertSchema, type Alert } from '../../domain/alerts';
import { checkRunSchema, type CheckRun } from '../../domain/checkRun';
import type { AreaId } from '../../domain/areas';
import { LATEST_ROW } from '../../domain/schema';
import { useComplianceCell, useComplianceTable } from '../stores';

function parse<T>(
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  text: unknown,
): T | null {
  if (typeof text !== 'string') return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data ?? null) : null;
  } catch {
    return null;
  }
}

/** The latest check of the open company, live; null before the first. */
export function useLatestRun(): CheckRun | null {
  const record = useComplianceCell('latest', LATEST_ROW, 'record');
  return useMemo(() => parse<CheckRun>(checkRunSchema, record), [record]);
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
          const alert = parse<Alert>(alertSchema, row.record);
          return alert ? [{ ...alert, id }] : [];
        })
        .sort((a, b) => b.raisedAt.localeCompare(a.raisedAt) || a.key.localeCompare(b.key)),
    [rows],
  );
}

const scoresSchema = z.record(z.string(), z.number().nullable());

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
          scores: parse<HistoryPoint['scores']>(scoresSchema, row.scores) ?? {},
        }))
        .sort((a, b) => a.checkedAt.localeCompare(b.checkedAt)),
    [rows],
  );
}
