import { z } from 'zod';

/** Path parameters of the company's ledger routes. */
export const companyParamsSchema = z.object({ companyId: z.string().min(1) });
