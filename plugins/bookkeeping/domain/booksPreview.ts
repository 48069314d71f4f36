import { z } from 'zod';
import { isoDateSchema } from '@keel/core/domain';
import { ACCOUNTS_TABLE, SETTINGS_TABLE } from './schema';
import { BANK_ACCOUNTS_TABLE } from './books/bankAccounts';
import { RULES_TABLE } from './books/categorizationRules';
import { VENDORS_TABLE } from './books/vendors';

/**
 * The stored rows of one table as the company document holds them. Each row is read by the same
 * reader the live store's rows go through, which leaves out any row it cannot read.
 */
const storedTableSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

/**
 * GET /api/companies/:companyId/books/preview: what the Bookkeeping screen shows, read from the
 * server's copy of the company document, for the screen to show (read-only) while the live
 * document is still on its way. The journal entries are not in it; the balances they give are.
 */
export const booksPreviewSchema = z.object({
  tables: z.object({
    [ACCOUNTS_TABLE]: storedTableSchema,
    [VENDORS_TABLE]: storedTableSchema,
    [BANK_ACCOUNTS_TABLE]: storedTableSchema,
    [RULES_TABLE]: storedTableSchema,
    [SETTINGS_TABLE]: storedTableSchema,
  }),
  /**
   * Every readable transaction, newest first, as `{ id, ...fields }` (not the stored record text,
   * which would be parsed twice); each is read with `transactionFromValue`.
   */
  transactions: z.array(z.unknown()),
  /** The day the balances are as of (the `asOf` asked for: the screen's today). */
  asOf: isoDateSchema,
  /** Balance per account id at the end of `asOf`, in cents on the account's normal side. */
  balances: z.record(z.string(), z.number().int()),
  /** What the entries dated after `asOf` add to each account they change (same side). */
  later: z.record(z.string(), z.number().int()),
});

export type BooksPreview = z.output<typeof booksPreviewSchema>;

/** The small tables a preview carries as stored rows. */
export const previewTableIds = Object.keys(
  booksPreviewSchema.shape.tables.shape,
) as (keyof BooksPreview['tables'])[];
