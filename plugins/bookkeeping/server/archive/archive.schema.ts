import { recordIdSchema } from '@keel/core/domain';
import { z } from 'zod';

/** Path parameters of one archived year. */
export const archiveYearParamsSchema = z.object({
  companyId: recordIdSchema,
  year: z
    .string()
    .regex(/^\d{4}$/, 'Use a fiscal year as YYYY')
    .transform(Number),
});
