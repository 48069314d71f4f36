import { z } from 'zod';
import { areaIdSchema } from './areas';
import { addDays } from './dates';
import {
  alertSeverityOf,
  alertSeveritySchema,
  findingRecordSchema,
  fixSchema,
  type CheckResult,
} from './checks/checkResult';

/** The alert types of spec 001 section 3. */
export const alertTypes = ['deadline_approaching', 'requirement_change', 'audit_finding'] as const;
export const alertStatusSchema = z.enum(['open', 'resolved'], { error: 'Use open or resolved' });
export type AlertStatus = z.infer<typeof alertStatusSchema>;

/** Spec 001 section 9: high alerts are acted on within 48 hours, medium ones within a week. */
export const ACT_WITHIN_DAYS = { high: 2, medium: 7, low: 30 } as const;

/** An alert (spec 001 section 3: type, severity, title, description, dueDate, area, status). */
export const alertSchema = z.object({
  key: z.string(),
  type: z.enum(alertTypes),
  severity: alertSeveritySchema,
  title: z.string(),
  description: z.string(),
  dueDate: z.string(),
  area: areaIdSchema,
  status: alertStatusSchema,
  checkId: z.string(),
  records: z.array(findingRecordSchema),
  fix: fixSchema,
  raisedAt: z.string(),
  /** When it was resolved, and by whom: a person, or the check that no longer finds it. */
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  /** The day someone planned to act on it (Schedule, Plan Action), and who: reminded that day. */
  plannedFor: z.string().nullable().default(null),
  plannedBy: z.string().nullable().default(null),
});
export type Alert = z.infer<typeof alertSchema>;

/** The alert row id of a finding key: FNV-1a of the key, safe as a record id whatever the key holds. */
export function alertIdOf(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `alert-${hash.toString(16).padStart(8, '0')}`;
}

/**
 * The alerts a check's results raise, each keyed by its finding's key: every finding of a failed
 * check, and every notice (a requirement_change). A finding with a due date still ahead is a
 * deadline_approaching; the others are audit findings, due within the spec's 48 hours or a week.
 */
export function alertsOf(results: readonly CheckResult[], today: string, now: string): Alert[] {
  const alerts: Alert[] = [];
  for (const result of results) {
    const severity = alertSeverityOf(result.level);
    for (const finding of result.findings)
      alerts.push({
        key: finding.key,
        type:
          finding.dueDate !== null && finding.dueDate >= today
            ? 'deadline_approaching'
            : 'audit_finding',
        severity,
        title: finding.title,
        description: finding.description,
        dueDate:
          finding.dueDate !== null && finding.dueDate >= today
            ? finding.dueDate
            : addDays(today, ACT_WITHIN_DAYS[severity]),
        area: result.area,
        status: 'open',
        checkId: result.checkId,
        records: finding.records,
        fix: finding.fix,
        raisedAt: now,
        resolvedAt: null,
        resolvedBy: null,
        plannedFor: null,
        plannedBy: null,
      });
    for (const notice of result.notices)
      alerts.push({
        key: notice.key,
        type: 'requirement_change',
        severity: notice.severity,
        title: notice.title,
        description: notice.description,
        dueDate: notice.dueDate,
        area: result.area,
        status: 'open',
        checkId: result.checkId,
        records: [],
        fix: notice.fix,
        raisedAt: now,
        resolvedAt: null,
        resolvedBy: null,
        plannedFor: null,
        plannedBy: null,
      });
  }
  return alerts;
}

/** What a new check does to the stored alerts. */
export interface AlertChanges {
  /** Alerts to write (new, reopened, updated or resolved), by row id. */
  write: Map<string, Alert>;
  /** The alerts that started failing with this check: new, or found again after being resolved. */
  started: Alert[];
}

/**
 * Merges a check's alerts into the stored ones: a new finding is a new open alert; one found again
 * keeps its raise date and status (a person may have resolved it: it reopens, since the check still
 * finds it); an open alert the check no longer finds is resolved by the check.
 */
export function mergeAlerts(
  stored: ReadonlyMap<string, Alert>,
  fresh: readonly Alert[],
  now: string,
): AlertChanges {
  const write = new Map<string, Alert>();
  const started: Alert[] = [];
  const seen = new Set<string>();
  for (const alert of fresh) {
    const id = alertIdOf(alert.key);
    seen.add(id);
    const before = stored.get(id);
    if (!before || before.status === 'resolved') {
      started.push(alert);
      write.set(id, alert);
    } else
      write.set(id, {
        ...alert,
        raisedAt: before.raisedAt,
        dueDate: before.dueDate < alert.dueDate ? before.dueDate : alert.dueDate,
        plannedFor: before.plannedFor,
        plannedBy: before.plannedBy,
      });
  }
  for (const [id, alert] of stored)
    if (!seen.has(id) && alert.status === 'open')
      write.set(id, {
        ...alert,
        status: 'resolved',
        resolvedAt: now,
        resolvedBy: 'The compliance check',
      });
  return { write, started };
}
