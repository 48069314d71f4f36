import { isoDateSchema, recordIdSchema } from '@keel/core/domain';
import { z } from 'zod';

/** The reports the ledger answers. */
export const reportKinds = [
  'trial-balance',
  'profit-and-loss',
  'balance-sheet',
  'cash-flow',
] as const;
/** One report kind. */
export type ReportKind = (typeof reportKinds)[number];

/** Path and query of GET /api/companies/:companyId/reports/:kind?from&to (both dates inclusive). */
export const reportRequestSchema = z
  .object({
    companyId: recordIdSchema,
    kind: z.enum(reportKinds, {
      error: `Use one of ${reportKinds.join(', ')}`,
    }),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    path: ['from'],
    message: 'From must be on or before to',
  });

/**
 * Query of GET /api/companies/:companyId/reports/general-ledger?from&to&accountId (dates
 * inclusive; without accountId every account with an opening balance or postings).
 */
export const generalLedgerRequestSchema = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    // An empty accountId (a form's "every account") is the same as none.
    accountId: z.preprocess(
      (value) => (value === '' ? undefined : value),
      recordIdSchema.optional(),
    ),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    path: ['from'],
    message: 'From must be on or before to',
  });
