import { isoDateSchema, recordIdOrBlankSchema } from '@keel/core/domain';
import { z } from 'zod';
import { dollarsTextSchema } from './money';

/** One transaction as GET and POST /api/companies/:companyId/transactions answer it. */
export const apiTransactionSchema = z.object({
  id: z.string(),
  description: z.string(),
  /** Signed: above zero money came into the bank account. */
  amount: dollarsTextSchema,
  type: z.enum(['credit', 'debit']),
  /** The category account; '' while the transaction waits to be categorized. */
  accountId: z.string(),
  transactionDate: isoDateSchema,
  reference: z.string(),
  category: z.string(),
  companyId: z.string(),
  aiCategorized: z.boolean(),
  isReconciled: z.boolean(),
  bankAccountId: z.string(),
  vendorId: z.string(),
  status: z.enum(['reconciled', 'categorized', 'pending']),
  /** For a bank line of an entry posted through the ledger (a payroll run): that entry's id. */
  entryId: z.string().optional(),
  /** For such a line once the bank's statement line is matched to it: that line's date. */
  bankDate: z.string().optional(),
});
/** One transaction of the REST answers. */
export type ApiTransaction = z.output<typeof apiTransactionSchema>;

/** GET /api/companies/:companyId/transactions, newest first. */
export const transactionListSchema = z.object({ transactions: z.array(apiTransactionSchema) });

// A calendar date, or an ISO moment whose own calendar date is taken (never shifted to UTC).
const moment = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const optionalText = z.string().nullish();

/**
 * The body of POST /api/companies/:companyId/transactions (spec 001 section 3, "New-transaction
 * payload") plus the optional bank account and vendor. Only the types are checked here; the
 * values against the chart by checkTransactionForm.
 */
export const newTransactionSchema = z.object({
  description: z.string({ error: 'Description is required' }),
  amount: z.union([z.string(), z.number()], { error: 'Amount is required' }),
  type: z.enum(['credit', 'debit'], { error: 'Use credit or debit' }).nullish(),
  accountId: z.string({ error: 'Account is required' }).pipe(recordIdOrBlankSchema),
  transactionDate: z
    .string({ error: 'Date is required' })
    .regex(moment, 'Use a date as YYYY-MM-DD or an ISO date and time')
    .transform((text) => text.slice(0, 10)),
  reference: optionalText,
  category: optionalText,
  companyId: recordIdOrBlankSchema.nullish(),
  bankAccountId: recordIdOrBlankSchema.nullish(),
  vendorId: recordIdOrBlankSchema.nullish(),
});
/** A checked POST body. */
export type NewTransactionBody = z.output<typeof newTransactionSchema>;

/** 201 of POST /api/companies/:companyId/transactions. */
export const createdTransactionSchema = z.object({ transaction: apiTransactionSchema });
