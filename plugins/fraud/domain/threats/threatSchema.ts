import { z } from 'zod';
import { centsSchema, recordIdSchema } from '@keel/core/domain';

/** The spec's four kinds of fraud threat (spec 001 section 3). */
export const threatTypes = [
  'suspicious_transaction',
  'duplicate_payment',
  'unusual_pattern',
  'account_takeover',
] as const;
export const threatTypeSchema = z.enum(threatTypes);
export type ThreatType = z.infer<typeof threatTypeSchema>;

/** How a person reads each type. */
export const threatTypeLabels: Record<ThreatType, string> = {
  suspicious_transaction: 'Suspicious transaction',
  duplicate_payment: 'Duplicate payment',
  unusual_pattern: 'Unusual pattern',
  account_takeover: 'Account takeover',
};

/** The notification severities; the guidance: high needs immediate action, medium within 24 hours. */
export const severities = ['low', 'medium', 'high'] as const;
export const severitySchema = z.enum(severities);
export type Severity = z.infer<typeof severitySchema>;

/** The spec's threat statuses (section 4): investigating, then blocked or resolved. */
export const threatStatuses = ['investigating', 'blocked', 'resolved'] as const;
export const threatStatusSchema = z.enum(threatStatuses);
export type ThreatStatus = z.infer<typeof threatStatusSchema>;

/**
 * How a threat was closed: 'safe' (Mark as Safe: a person said it is not fraud), 'confirmed' (a
 * person blocked it: fraud or an error), 'cleared' (a later scan no longer finds it, e.g. the
 * duplicate was voided). Only 'safe' and 'confirmed' are reviews.
 */
export const threatOutcomes = ['safe', 'confirmed', 'cleared'] as const;
export const threatOutcomeSchema = z.enum(threatOutcomes);
export type ThreatOutcome = z.infer<typeof threatOutcomeSchema>;

/** One record a threat concerns: its id ('transaction:tx-1'), what a person calls it, and where it opens. */
export const threatRecordSchema = z.object({
  id: z.string().min(1),
  label: z.string(),
  link: z.string(),
});
export type ThreatRecord = z.infer<typeof threatRecordSchema>;

/** What a detector found, before it is stored as a threat. */
export const findingSchema = z.object({
  type: threatTypeSchema,
  /** The detector's rule, e.g. 'duplicate.same-reference'; with the records, it names the threat. */
  rule: z.string().min(1),
  /**
   * What names the threat across scans instead of its records, for a pattern whose records grow
   * with the books (the digits of a Benford spike, the month of a spike).
   */
  key: z.string().optional(),
  severity: severitySchema,
  /** 0-100: how sure the rule is, from the strength of its risk factors. */
  confidence: z.number().int().min(0).max(100),
  /** Cents at stake (0 when no money moved, e.g. a sign-in). */
  amount: centsSchema,
  description: z.string(),
  /** Each risk factor that fired, in words a bookkeeper understands. */
  riskFactors: z.array(z.string()),
  records: z.array(threatRecordSchema).min(1),
  /** When it happened: the latest record's date or time (ISO). */
  timestamp: z.string(),
});
export type Finding = z.infer<typeof findingSchema>;

/** A review of a threat: who decided, when, and why. */
export const threatReviewSchema = z.object({
  at: z.string(),
  by: z.string(),
  byUserId: z.string(),
  reason: z.string(),
});
export type ThreatReview = z.infer<typeof threatReviewSchema>;

/** What Keel held when a threat was blocked, or why it could hold nothing. */
export const threatHoldSchema = z.object({
  /**
   * 'payroll-deposit': a direct deposit is held; 'bank-line': bank lines are held out of
   * reconciliation; 'none': Keel does not control the payment.
   */
  kind: z.enum(['payroll-deposit', 'bank-line', 'none']),
  description: z.string(),
});
export type ThreatHold = z.infer<typeof threatHoldSchema>;

/** A stored threat: the finding, its status, when it was first and last found, and its review. */
export const threatSchema = findingSchema.extend({
  id: z.string(),
  /** Names the threat across scans: its rule and the ids of its records. */
  fingerprint: z.string(),
  status: threatStatusSchema,
  outcome: threatOutcomeSchema.nullable(),
  firstFoundAt: z.string(),
  lastFoundAt: z.string(),
  review: threatReviewSchema.nullable(),
  hold: threatHoldSchema.nullable(),
});
export type Threat = z.infer<typeof threatSchema>;

/** A threat as the threats table keeps it: the whole threat as JSON, and the cells lists filter by. */
export const threatRowSchema = z.object({
  record: z.string(),
  status: z.string(),
  type: z.string(),
  severity: z.string(),
});
export type ThreatRow = z.infer<typeof threatRowSchema>;

/** The row of a threat. */
export function threatToRow(threat: Threat): ThreatRow {
  const { id: _id, ...rest } = threat;
  return {
    record: JSON.stringify(rest),
    status: threat.status,
    type: threat.type,
    severity: threat.severity,
  };
}

/** The threat a row holds, or null when the row is broken (left out, never guessed). */
export function rowToThreat(
  id: string,
  row: Readonly<Record<string, unknown>> | undefined,
): Threat | null {
  const record = row?.record;
  if (typeof record !== 'string') return null;
  try {
    const parsed = threatSchema.safeParse({ ...(JSON.parse(record) as object), id });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Every readable threat of a table, newest first. */
export function readThreats(
  table: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): Threat[] {
  const threats: Threat[] = [];
  for (const [id, row] of Object.entries(table)) {
    const threat = rowToThreat(id, row);
    if (threat) threats.push(threat);
  }
  return threats.sort(newestThreatFirst);
}

/** Newest first, then by id so the order is stable. */
export function newestThreatFirst(a: Threat, b: Threat): number {
  return b.timestamp.localeCompare(a.timestamp) || a.id.localeCompare(b.id);
}

/** A review's reason: what the person says, trimmed; required for Mark as Safe. */
export const reviewReasonSchema = z
  .string()
  .trim()
  .min(1, 'Say why')
  .max(500, 'Keep the reason to 500 characters');

/** PATCH /api/fraud/threats/:id: the new status and the reason (required for resolved and blocked). */
export const threatUpdateSchema = z.object({
  companyId: recordIdSchema,
  status: z.enum(['blocked', 'resolved'], { error: 'Use blocked or resolved' }),
  reason: reviewReasonSchema,
});
export type ThreatUpdate = z.infer<typeof threatUpdateSchema>;
