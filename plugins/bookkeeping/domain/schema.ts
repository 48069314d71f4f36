import { z } from 'zod';
import { accountSchema, type Account } from '@keel/core/domain';
import { periodClosers } from './archive/closingRules';
import { bankAccountRowSchema } from './books/bankAccounts';
import { ruleRowSchema } from './books/categorizationRules';
import { entryAuditRowSchema } from './books/entryAudit';
import { reconciliationRowSchema } from './books/reconciliation';
import { transactionRowSchema } from './books/transactionRow';
import { vendorRowSchema } from './books/vendors';
import { entryRowSchema } from './ledger/entryRow';

/** The TinyBase table of the chart of accounts, one row per account (the account id is the row id). */
export const ACCOUNTS_TABLE = 'accounts';
/** The TinyBase table of the books' settings; its one row is `SETTINGS_ROW`. */
export const SETTINGS_TABLE = 'settings';
/** The row id of the books' settings. */
export const SETTINGS_ROW = 'books';

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

/** The books' settings: the lock date ('' when no period is closed) and the fiscal year's first month. */
export const settingsRowSchema = z.object({
  lockDate: z.string(),
  fiscalYearStartMonth: z.number(),
});
/** The books' settings as stored. */
export type SettingsRow = z.output<typeof settingsRowSchema>;

/**
 * The tables of the Bookkeeping plugin. Every role that may write the company document may change
 * the books, except where a table says otherwise (docs/plugins.md, "Who writes a table"): the
 * settings hold the lock date, moved only by PUT settings/lock-date (owner, admin, accountant,
 * cpa); bank details are written by connect-bank and sync-banks; the audit trail by its guard.
 */
export const bookkeepingTables = {
  accounts: { schema: accountRowSchema },
  entries: { schema: entryRowSchema },
  settings: { schema: settingsRowSchema, write: periodClosers, writtenBy: 'server' },
  transactions: { schema: transactionRowSchema },
  vendors: { schema: vendorRowSchema },
  bankAccounts: { schema: bankAccountRowSchema, writtenBy: 'server' },
  rules: { schema: ruleRowSchema },
  reconciliations: { schema: reconciliationRowSchema },
  entryAudit: { schema: entryAuditRowSchema, writtenBy: 'server' },
} as const;

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

/** The settings a stored row holds, with defaults for a missing or broken row. */
export function rowToSettings(row: Readonly<Record<string, unknown>> | undefined): SettingsRow {
  const parsed = settingsRowSchema.safeParse(row ?? {});
  const month = parsed.success ? parsed.data.fiscalYearStartMonth : 1;
  return {
    lockDate: parsed.success ? parsed.data.lockDate : '',
    fiscalYearStartMonth: Number.isInteger(month) && month >= 1 && month <= 12 ? month : 1,
  };
}
