import { z } from 'zod';
import { dollarsTextSchema } from './money';

/** One bank or cash account as GET /api/companies/:companyId/bank-accounts answers it. */
export const apiBankAccountSchema = z.object({
  /** The chart account's id (the bank account a transaction names). */
  id: z.string(),
  /** The chart account's name. */
  name: z.string(),
  /** The bank's name; the account's name when no bank details were entered. */
  bankName: z.string(),
  accountType: z.string(),
  /** The last four digits of the account number, '' when unknown. */
  mask: z.string(),
  /** The books' balance, from the posted journal entries. */
  balance: dollarsTextSchema,
  /** 'manual' (statements only), 'simplefin' (a live connection) or 'none' (no bank details). */
  connection: z.string(),
  /** When the bank was last synced (ISO), null when never. */
  lastSyncedAt: z.string().nullable(),
});
/** One bank account of the REST answer. */
export type ApiBankAccount = z.output<typeof apiBankAccountSchema>;

/** GET /api/companies/:companyId/bank-accounts, by account number. */
export const bankAccountListSchema = z.object({ bankAccounts: z.array(apiBankAccountSchema) });
