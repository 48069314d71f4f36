import { moneySchema, recordIdSchema } from '@keel/core/domain';
import { z } from 'zod';

/** One line of a posted entry: an account and a debit or a credit in dollars. */
export const newEntryLineSchema = z.object({
  accountId: z
    .string({ error: 'Account is required' })
    .min(1, { error: 'Account is required', abort: true })
    .pipe(recordIdSchema),
  debit: moneySchema.optional(),
  credit: moneySchema.optional(),
  memo: z.string().optional(),
});

/**
 * The body of POST /api/companies/:companyId/entries; balance, accounts and lock date are
 * checked after.
 */
export const newEntrySchema = z.object({
  date: z.string({ error: 'Date is required' }),
  memo: z.string().default(''),
  reference: z.string().optional(),
  lines: z.array(newEntryLineSchema, { error: 'Lines are required' }),
});
