import { z } from 'zod';
import { auditKindSchema, centsSchema, recordIdSchema } from '@keel/core/domain';

// The answers of GET /api/metrics, /api/insights, /api/activities and /api/anomalies (spec 000
// section 7: "keyed by user id"), each about the user's current company. Amounts are in cents.

/** The path of each: the user id the spec keys it by. */
export const overviewParamsSchema = z.object({ userId: recordIdSchema });

/** The five clickable figures of the dashboard (spec 000 section 2.5), in the order shown. */
export const metricIds = [
  'revenue',
  'taxAccuracy',
  'fraudAccuracy',
  'employees',
  'growth',
] as const;
export const metricIdSchema = z.enum(metricIds);
export type MetricId = z.infer<typeof metricIdSchema>;

/** One figure: its value (null when it cannot be told, `detail` says why), and where it opens. */
export const metricSchema = z.object({
  id: metricIdSchema,
  label: z.string(),
  /** What `value` counts: cents, a percent (one decimal at most), or people. */
  unit: z.enum(['cents', 'percent', 'count']),
  value: z.number().nullable(),
  /** The period the value is of (YYYY-MM), where it is of one. */
  period: z.string().nullable(),
  /** Percent change on the period before (revenue), one decimal; null otherwise. */
  change: z.number().nullable(),
  /** The figure's line of detail, or what is missing to give it. */
  detail: z.string(),
  /** The page it opens. */
  path: z.string(),
});
export type Metric = z.infer<typeof metricSchema>;

/** The company an answer is about: the user's current one, null when they belong to none. */
const about = { userId: z.string(), companyId: z.string().nullable(), asOf: z.string() };

/** GET /api/metrics/{userId}: the figures behind the five cards whose plugins are installed. */
export const metricsAnswerSchema = z.object({ ...about, metrics: z.array(metricSchema) });
export type MetricsAnswer = z.infer<typeof metricsAnswerSchema>;

/** An insight, with the action its impact calls for and the model it came from. */
export const insightSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** 0-100: how likely the statement holds. */
  confidence: z.number(),
  impact: z.enum(['high', 'medium', 'low']),
  source: z.literal('models'),
  model: z.string(),
  action: z.object({ label: z.string(), path: z.string() }),
});
export type Insight = z.infer<typeof insightSchema>;

/** GET /api/insights/{userId}: the financial models' insights, high impact first. */
export const insightsAnswerSchema = z.object({ ...about, insights: z.array(insightSchema) });
export type InsightsAnswer = z.infer<typeof insightsAnswerSchema>;

/** One event of the company's audit log: who did what, and the page to see it on. */
export const activitySchema = z.object({
  at: z.string(),
  kind: auditKindSchema,
  userId: z.string().nullable(),
  /** The member's name, else the e-mail the event names. */
  who: z.string(),
  /** What they did, in words ("changed Vic Tester's role from viewer to accountant"). */
  action: z.string(),
  path: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /api/activities/{userId}: the company's recent activity, newest first. */
export const activitiesAnswerSchema = z.object({ ...about, activities: z.array(activitySchema) });
export type ActivitiesAnswer = z.infer<typeof activitiesAnswerSchema>;

/** An open fraud threat, as the anomaly card shows it. */
export const anomalySchema = z.object({
  id: z.string(),
  type: z.string(),
  severity: z.enum(['low', 'medium', 'high']),
  confidence: z.number(),
  amountCents: centsSchema,
  description: z.string(),
  timestamp: z.string(),
  path: z.string(),
});
export type Anomaly = z.infer<typeof anomalySchema>;

/** GET /api/anomalies/{userId}: the open fraud threats, most severe first; empty without Fraud Detection. */
export const anomaliesAnswerSchema = z.object({ ...about, anomalies: z.array(anomalySchema) });
export type AnomaliesAnswer = z.infer<typeof anomaliesAnswerSchema>;
