import { periodClosers } from './archive/closingRules';
import { accountRowSchema } from './books/accounts';
import { bankAccountRowSchema } from './books/bankAccounts';
import { ruleRowSchema } from './books/categorizationRules';
import { entryAuditRowSchema } from './books/entryAudit';
import { lineHoldRowSchema } from './books/lineHolds';
import { reconciliationRowSchema } from './books/reconciliation';
import { settingsRowSchema } from './books/settings';
import { transactionRowSchema } from './books/transactionRow';
import { vendorIdentifierRowSchema } from './books/vendorIdentifiers';
import { vendorRowSchema } from './books/vendors';
import { entryRowSchema } from './ledger/entryRow';

export {
  ACCOUNTS_TABLE,
  accountRowSchema,
  accountToRow,
  rowToAccount,
  type AccountRead,
  type AccountRow,
} from './books/accounts';
export {
  SETTINGS_ROW,
  SETTINGS_TABLE,
  rowToSettings,
  settingsRowSchema,
  type SettingsRow,
} from './books/settings';

/**
 * The tables of the Bookkeeping plugin. Every role that may write the company document may change
 * the books, except where a table says otherwise (docs/plugins.md, "Who writes a table"): the
 * settings hold the lock date, moved only by PUT settings/lock-date (owner, admin, accountant,
 * cpa); bank details are written by connect-bank and sync-banks; the audit trail by its guard;
 * line holds by the ledger service (a fraud review's Block Transaction); the last four digits of
 * vendors' tax ids and bank accounts by PUT vendors/:vendorId/identifiers.
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
  lineHolds: { schema: lineHoldRowSchema, writtenBy: 'server' },
  vendorIdentifiers: { schema: vendorIdentifierRowSchema, writtenBy: 'server' },
} as const;
