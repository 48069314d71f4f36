import { z } from 'zod';
import { recordIdOrBlankSchema, recordIdSchema } from '@keel/core/domain';
import { bankAccountTypes, bankChoices, isValidRoutingNumber } from './books/bankAccounts';

/**
 * POST /api/companies/{id}/connect-bank (spec 001 section 7). The spec's username and password
 * are not asked for: Keel never holds bank passwords. A SimpleFIN setup token makes the
 * connection live; without one the account is added for statement uploads.
 */
export const connectBankRequestSchema = z.object({
  bankName: z.enum(bankChoices, { message: 'Bank name is required' }),
  accountType: z.enum(bankAccountTypes, { message: 'Account type is required' }),
  routingNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidRoutingNumber(value), {
      message: 'Routing number must be 9 digits with a valid check digit',
    })
    .default(''),
  accountNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{4,17}$/.test(value), {
      message: 'Account number must be 4 to 17 digits',
    })
    .default(''),
  setupToken: z.string().trim().max(2000, 'The setup token is too long').default(''),
  companyId: recordIdOrBlankSchema.optional(),
});
/** A connect-bank request as sent. */
export type ConnectBankRequest = z.input<typeof connectBankRequestSchema>;

/** The answer to connect-bank: the bank's name and the chart accounts it now feeds. */
export const connectBankResponseSchema = z.object({
  bankName: z.string(),
  accounts: z.array(z.object({ accountId: z.string(), name: z.string(), live: z.boolean() })),
});
/** The answer to connect-bank. */
export type ConnectBankResponse = z.output<typeof connectBankResponseSchema>;

/** The body of POST /api/companies/{id}/sync-banks: one account, or every live one. */
export const syncBanksRequestSchema = z.object({ accountId: recordIdSchema.optional() });

/** How many skipped lines an account's sync result lists (the count covers them all). */
export const SYNC_SKIPPED_LISTED = 100;

/**
 * The answer to POST /api/companies/{id}/sync-banks: new lines per live account, and the lines
 * that were not imported with the reason (already imported, in the closed period...).
 */
export const syncBanksResponseSchema = z.object({
  transactionsSynced: z.number().int(),
  accounts: z.array(
    z.object({
      accountId: z.string(),
      imported: z.number().int(),
      skipped: z.number().int(),
      /** Lines that are payments the books posted before (a payroll run): matched, not added. */
      matchedPosted: z.number().int().default(0),
      /** The first SYNC_SKIPPED_LISTED skipped lines and why (absent reads as none). */
      skippedLines: z
        .array(z.object({ date: z.string(), description: z.string(), reason: z.string() }))
        .max(SYNC_SKIPPED_LISTED)
        .default([]),
      lastSyncedAt: z.string(),
      error: z.string().optional(),
    }),
  ),
});
/** The answer to sync-banks. */
export type SyncBanksResponse = z.output<typeof syncBanksResponseSchema>;
