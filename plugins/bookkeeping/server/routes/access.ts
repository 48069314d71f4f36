import { tableWriters } from '@keel/core/domain';
import { BANK_ACCOUNTS_TABLE, TRANSACTIONS_TABLE, VENDORS_TABLE } from '../../domain/books';
import { ACCOUNTS_TABLE } from '../../domain/schema';
import { plugin } from '../../plugin';
import { ENTRIES_TABLE } from '../../domain/ledger/entryRow';

// Who may call each writing route: the roles the manifest lets write every table the route
// writes, the same rule the sync server enforces (docs/plugins.md, "Who writes a table").

/** POST transactions and statement uploads: a bank line and its journal entry. */
export const transactionWriters = tableWriters(plugin, [TRANSACTIONS_TABLE, ENTRIES_TABLE]);
/** POST entries. */
export const entryWriters = tableWriters(plugin, [ENTRIES_TABLE]);
/** POST import/journal: entries, and the accounts the journal opens. */
export const journalImporters = tableWriters(plugin, [ENTRIES_TABLE, ACCOUNTS_TABLE]);
/** POST connect-bank: an account in the chart and its bank details. */
export const bankConnectors = tableWriters(plugin, [ACCOUNTS_TABLE, BANK_ACCOUNTS_TABLE]);
/** POST sync-banks: bank lines with their entries, and the accounts' sync state. */
export const bankSyncers = tableWriters(plugin, [
  TRANSACTIONS_TABLE,
  ENTRIES_TABLE,
  BANK_ACCOUNTS_TABLE,
]);
/** PUT settings/lock-date. */
export const lockDateWriters = plugin.tables.settings.write;
/** PUT vendors/:vendorId/identifiers: those who may change the vendor. */
export const vendorIdentifierWriters = tableWriters(plugin, [VENDORS_TABLE]);
