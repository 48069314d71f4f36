import { z } from 'zod';
import { areaIdSchema } from '../areas';

/**
 * How much a check matters. Its weight in the area's score follows from it (`checkWeights`), and
 * the alert of a failure gets the severity of `alertSeverityOf`.
 */
export const checkLevels = ['critical', 'high', 'medium', 'low'] as const;
export const checkLevelSchema = z.enum(checkLevels);
export type CheckLevel = z.infer<typeof checkLevelSchema>;

/** The weight of a check in its area's score: a critical control counts ten times a minor one. */
export const checkWeights: Record<CheckLevel, number> = {
  critical: 10,
  high: 5,
  medium: 2,
  low: 1,
};

/** The spec's alert severities (spec 001 section 4: high, medium). */
export const alertSeverities = ['high', 'medium', 'low'] as const;
export const alertSeveritySchema = z.enum(alertSeverities);
export type AlertSeverity = z.infer<typeof alertSeveritySchema>;

/** Critical and high checks raise high alerts (acted on within 48 hours), medium ones medium (a week). */
export function alertSeverityOf(level: CheckLevel): AlertSeverity {
  return level === 'critical' || level === 'high' ? 'high' : level;
}

/** A record a finding names, and where to open it. */
export const findingRecordSchema = z.object({
  label: z.string(),
  /** A page of the app that shows the record, when there is one. */
  path: z.string().optional(),
});
export type FindingRecord = z.infer<typeof findingRecordSchema>;

/** Where a finding is fixed: a page of the app and what to do there. */
export const fixSchema = z.object({ label: z.string(), path: z.string() });
export type Fix = z.infer<typeof fixSchema>;

/** One thing a check found wrong: what, which records, and how to fix it. */
export const findingSchema = z.object({
  /** Stable across runs for the same problem (the check id and its subject), so an alert keeps its state. */
  key: z.string().min(1),
  title: z.string(),
  description: z.string(),
  records: z.array(findingRecordSchema),
  fix: fixSchema,
  /** When the underlying obligation was due, if it has a date (a deposit, a return). */
  dueDate: z.string().nullable(),
});
export type Finding = z.infer<typeof findingSchema>;

/** A change in the rules the company must follow, raised as a requirement_change alert (not scored). */
export const noticeSchema = z.object({
  key: z.string().min(1),
  title: z.string(),
  description: z.string(),
  severity: alertSeveritySchema,
  /** When it takes effect. */
  dueDate: z.string(),
  fix: fixSchema,
});
export type Notice = z.infer<typeof noticeSchema>;

/** The result of one check: passed, failed with its findings, or not applicable to this company. */
export const checkResultSchema = z.object({
  checkId: z.string(),
  area: areaIdSchema,
  /** The requirement, as the area card lists it. */
  requirement: z.string(),
  level: checkLevelSchema,
  status: z.enum(['passed', 'failed', 'not_applicable']),
  /** What the check saw, in a sentence (shown under the requirement). */
  summary: z.string(),
  findings: z.array(findingSchema),
  notices: z.array(noticeSchema),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

/** What a check declares about itself. */
export interface CheckDefinition {
  id: string;
  area: CheckResult['area'];
  requirement: string;
  level: CheckLevel;
}

/** A passed result of a check. */
export function passed(
  check: CheckDefinition,
  summary: string,
  notices: Notice[] = [],
): CheckResult {
  return {
    checkId: check.id,
    area: check.area,
    requirement: check.requirement,
    level: check.level,
    status: 'passed',
    summary,
    findings: [],
    notices,
  };
}

/** A result of a check that does not apply to this company (it does not count in the score). */
export function notApplicable(
  check: CheckDefinition,
  summary: string,
  notices: Notice[] = [],
): CheckResult {
  return {
    checkId: check.id,
    area: check.area,
    requirement: check.requirement,
    level: check.level,
    status: 'not_applicable',
    summary,
    findings: [],
    notices,
  };
}

/** A failed result of a check, with at least one finding. */
export function failed(
  check: CheckDefinition,
  summary: string,
  findings: Finding[],
  notices: Notice[] = [],
): CheckResult {
  return {
    checkId: check.id,
    area: check.area,
    requirement: check.requirement,
    level: check.level,
    status: 'failed',
    summary,
    findings,
    notices,
  };
}

/** Passed when there is nothing found, failed otherwise. */
export function resultOf(
  check: CheckDefinition,
  findings: Finding[],
  summaries: { passed: string; failed: string },
  notices: Notice[] = [],
): CheckResult {
  return findings.length === 0
    ? passed(check, summaries.passed, notices)
    : failed(check, summaries.failed, findings, notices);
}
