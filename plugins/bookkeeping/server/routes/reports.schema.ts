import { isoDateSchema } from '@keel/core/domain';
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
    companyId: z.string().min(1),
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
