import { z } from 'zod';
import { dollarsTextSchema } from './money';

/** One account of the chart as GET /api/companies/:companyId/accounts answers it. */
export const apiAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  subtype: z.string(),
  accountNumber: z.string(),
  /** On the account's normal side, from the posted journal entries. */
  balance: dollarsTextSchema,
});
/** One account of the REST answer. */
export type ApiAccount = z.output<typeof apiAccountSchema>;

/** GET /api/companies/:companyId/accounts, by account number. */
export const accountListSchema = z.object({ accounts: z.array(apiAccountSchema) });
