import { z } from 'zod';

/** Path parameters of GET entries/:entryId/audit. */
export const entryAuditParamsSchema = z.object({
  companyId: z.string().min(1),
  entryId: z.string().min(1),
});
