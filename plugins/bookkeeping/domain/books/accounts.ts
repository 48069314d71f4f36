import { z } from 'zod';
import { accountSchema, type Account } from '@keel/core/domain';

/** The TinyBase table of the chart of accounts, one row per account (the account id is the row id). */
export const ACCOUNTS_TABLE = 'accounts';

/** An account as a flat TinyBase row: strings and booleans only. */
export const accountRowSchema = z.object({
  number: z.string(),
  name: z.string(),
  type: z.string(),
  subtype: z.string(),
  isBank: z.boolean(),
  contra: z.boolean(),
});
/** An account as stored in the `accounts` table. */
export type AccountRow = z.output<typeof accountRowSchema>;

/** The row of an account. */
export function accountToRow(account: Account): AccountRow {
  const { number, name, type, subtype, isBank, contra } = account;
  return { number, name, type, subtype, isBank, contra };
}

/** The outcome of reading a stored account: the account, or the reasons it cannot be used. */
export type AccountRead = { ok: true; account: Account } | { ok: false; errors: string[] };

/** The account a stored row holds, validated; a broken row is reported, never used. */
export function rowToAccount(rowId: string, row: Readonly<Record<string, unknown>>): AccountRead {
  const parsed = accountSchema.safeParse({ id: rowId, ...row });
  return parsed.success
    ? { ok: true, account: parsed.data }
    : {
        ok: false,
        errors: parsed.error.issues.map(
          (issue) => `accounts.${rowId}.${issue.path.join('.')}: ${issue.message}`,
        ),
      };
}
