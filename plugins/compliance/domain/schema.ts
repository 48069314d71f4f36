import { z } from 'zod';

/**
 * The tables of Compliance. The server writes the check results (a check job), the alerts' status
 * and the records people keep on this screen (a return marked filed, an access review, a document
 * on file, whether the company is an accounting practice), each through a REST route that checks
 * the member's role: no browser writes them.
 */

/** The latest check of the company: one row, `LATEST_ROW`, with the whole result as JSON. */
export const latestRowSchema = z.object({
  /** JSON of `checkRunSchema` (domain/checkRun.ts). */
  record: z.string(),
  checkedAt: z.string(),
});
export const LATEST_ROW = 'company';

/** One past check's scores, kept for the trend: a row per check, keyed by its job. */
export const historyRowSchema = z.object({
  checkedAt: z.string(),
  /** JSON of `{ overall, sox, gaap, tax, privacy }`, each a score or null. */
  scores: z.string(),
});

/** An alert: a finding or a notice of a check, kept by its key so its status survives re-checks. */
export const alertRowSchema = z.object({
  /** JSON of `alertSchema` (domain/alerts.ts). */
  record: z.string(),
  status: z.string(),
  area: z.string(),
});

/** A return marked filed (the row id is its deadline key, e.g. form-941-2026-Q3). */
export const filingRowSchema = z.object({
  filedOn: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});

/** A review of who can see payroll. */
export const reviewRowSchema = z.object({
  kind: z.string(),
  reviewedAt: z.string(),
  reviewedBy: z.string(),
});

/** A document the company says it keeps on file (its security plan, its privacy notice). */
export const documentRowSchema = z.object({
  kind: z.string(),
  name: z.string(),
  uploadedAt: z.string(),
  recordedBy: z.string(),
});

/** What the company says about itself: one row, `SETTINGS_ROW`. */
export const settingsRowSchema = z.object({ financialPractice: z.boolean() });
export const SETTINGS_ROW = 'company';

export const complianceTables = {
  latest: { schema: latestRowSchema, writtenBy: 'server' },
  history: { schema: historyRowSchema, writtenBy: 'server' },
  alerts: { schema: alertRowSchema, writtenBy: 'server' },
  filings: { schema: filingRowSchema, writtenBy: 'server' },
  reviews: { schema: reviewRowSchema, writtenBy: 'server' },
  documents: { schema: documentRowSchema, writtenBy: 'server' },
  settings: { schema: settingsRowSchema, writtenBy: 'server' },
} as const;
