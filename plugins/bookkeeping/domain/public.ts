/**
 * What other plugins (payroll, invoices) use to post to the books: the table names and row
 * conversions, so an entry they write is the same row the Bookkeeping plugin reads.
 */
export { ENTRIES_TABLE, entryToRow, rowToEntry, validateEntry } from '@keel/core/domain';
export type { JournalEntry, JournalLine, EntryValidation } from '@keel/core/domain';
export {
  ACCOUNTS_TABLE,
  SETTINGS_TABLE,
  SETTINGS_ROW,
  accountToRow,
  rowToAccount,
  rowToSettings,
} from './schema';
export type { AccountRow, SettingsRow } from './schema';
/** The plugin id, which is also the name of its TinyBase store. */
export const BOOKKEEPING_PLUGIN_ID = 'bookkeeping';
