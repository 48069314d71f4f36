import { recordIdSchema } from '@keel/core/domain';
import { z } from 'zod';

/** Path parameters of GET entries/:entryId/audit. */
export const entryAuditParamsSchema = z.object({
  companyId: recordIdSchema,
  entryId: recordIdSchema,
});
