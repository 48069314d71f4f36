import { recordIdSchema } from '@keel/core/domain';
import { z } from 'zod';

/** Path parameters of the company's ledger routes. */
export const companyParamsSchema = z.object({ companyId: recordIdSchema });
