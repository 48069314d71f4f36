import { z } from 'zod';

/** Path parameters of the items routes. */
export const itemsParamsSchema = z.object({ companyId: z.string().min(1) });
