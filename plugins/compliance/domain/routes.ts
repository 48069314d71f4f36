import { z } from 'zod';
import { defineRoute, isoDateSchema, recordIdSchema } from '@keel/core/domain';
import { alertSchema, alertStatusSchema } from './alerts';
import { areaIdSchema } from './areas';
import { areaSummarySchema, checkRunSchema } from './checkRun';
import { deadlineSchema } from './deadlines';

const company = { companyId: recordIdSchema };

/** The company a read is for: `?companyId=...`. */
export const companyQuerySchema = z.object(company);

/** Spec 001 section 7: POST /api/compliance/check with the user id (and the company). */
export const checkBodySchema = z.strictObject({ userId: recordIdSchema, ...company });
export const alertPatchSchema = z.strictObject({ ...company, status: alertStatusSchema });
export const filingBodySchema = z.strictObject({
  ...company,
  deadlineKey: recordIdSchema,
  filedOn: isoDateSchema,
});
export const reviewBodySchema = z.strictObject({ ...company });
export const documentKinds = ['security-plan', 'privacy-notice'] as const;
export const documentBodySchema = z.strictObject({
  ...company,
  kind: z.enum(documentKinds, { error: 'Use security-plan or privacy-notice' }),
  name: z.string().trim().min(1, 'Name the document').max(200, 'Use at most 200 characters'),
  uploadedAt: isoDateSchema,
});
/** Schedule / Plan Action on an alert: the day to act by (today or later). */
export const planBodySchema = z.strictObject({ ...company, plannedFor: isoDateSchema });
/** Get Help on an area: its findings go to the company's accountants and CPAs. */
export const helpBodySchema = z.strictObject({ ...company, area: areaIdSchema });
export const settingsBodySchema = z.strictObject({ ...company, financialPractice: z.boolean() });

/** An alert as the routes answer it: its row id and its record. */
export const alertAnswerSchema = alertSchema.extend({ id: z.string() });
/** A deadline with its days left on the server's today. */
export const deadlineAnswerSchema = deadlineSchema.extend({ daysLeft: z.number().int() });

/**
 * The REST routes of Compliance, at /api/compliance (spec 001 section 7 and issue 15). Reads take
 * `?companyId=`; viewers read, owners, admins, accountants and CPAs act.
 */
export const complianceRoutes = {
  check: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/check',
    body: checkBodySchema,
    answer: z.object({ jobId: z.string() }),
  }),
  areas: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/areas',
    answer: z.object({
      checkedAt: z.string().nullable(),
      overall: checkRunSchema.shape.overall.nullable(),
      areas: z.array(areaSummarySchema),
    }),
  }),
  alerts: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/alerts',
    answer: z.object({ alerts: z.array(alertAnswerSchema) }),
  }),
  deadlines: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/deadlines',
    answer: z.object({ deadlines: z.array(deadlineAnswerSchema) }),
  }),
  updateAlert: defineRoute({
    mount: 'plugin',
    method: 'PATCH',
    path: '/alerts/:id',
    body: alertPatchSchema,
    answer: z.object({ alert: alertAnswerSchema }),
  }),
  planAlert: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/alerts/:id/plan',
    body: planBodySchema,
    answer: z.object({ alert: alertAnswerSchema }),
  }),
  fileDeadline: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/filings',
    body: filingBodySchema,
    answer: z.object({ deadlineKey: z.string(), filedOn: z.string() }),
  }),
  reviewAccess: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/reviews',
    body: reviewBodySchema,
    answer: z.object({ reviewedAt: z.string() }),
  }),
  addDocument: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/documents',
    body: documentBodySchema,
    answer: z.object({ id: z.string() }),
  }),
  report: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/report.pdf',
    answer: undefined,
  }),
  help: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/help',
    body: helpBodySchema,
    /** Members notified, and e-mails sent to the accountants and CPAs. */
    answer: z.object({ notified: z.number().int(), emailed: z.number().int() }),
  }),
  settings: defineRoute({
    mount: 'plugin',
    method: 'PUT',
    path: '/settings',
    body: settingsBodySchema,
    answer: z.object({ financialPractice: z.boolean() }),
  }),
};
