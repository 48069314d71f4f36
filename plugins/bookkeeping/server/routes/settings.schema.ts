import { isoDateSchema } from '@keel/core/domain';
import { z } from 'zod';

/**
 * The body of PUT /api/companies/:companyId/settings/lock-date: a date, or an empty string to
 * reopen every period.
 */
export const lockDateBodySchema = z.object({
  lockDate: z.union([z.literal(''), isoDateSchema], { error: 'Use a real date as YYYY-MM-DD' }),
});
