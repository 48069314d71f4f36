import { z } from 'zod';

/** Path parameters of one archived year. */
export const archiveYearParamsSchema = z.object({
  companyId: z.string().min(1),
  year: z
    .string()
    .regex(/^\d{4}$/, 'Use a fiscal year as YYYY')
    .transform(Number),
});
