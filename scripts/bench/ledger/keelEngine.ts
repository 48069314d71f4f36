import { createStore, type Store } from 'tinybase';
import {
  fixedClock,
  profitAndLoss,
  trialBalance,
  type Account,
  type DateRange,
  type JournalEntry,
  type ProfitAndLoss,
  type TrialBalance,
} from '@keel/core/domain';
import type { PluginFilesService } from '@keel/core/server';
import { ACCOUNTS_TABLE, accountToRow } from '../../../plugins/bookkeeping/domain/schema';
import { ENTRIES_TABLE, entryToRow } from '../../../plugins/bookkeeping/domain/ledger/entryRow';
import type { LedgerService } from '../../../plugins/bookkeeping/domain/public';
import { bookkeepingLedgerService } from '../../../plugins/bookkeeping/server/ledger/ledgerService';
import { createSecretBox } from '../../../sync-server/src/storage/secretBox';

/** A server-side books store as the server holds it: the chart, and one row per entry. */
export function storeWithBooks(
  accounts: readonly Account[],
  entries: readonly JournalEntry[],
): Store {
  const store = createStore();
  store.transaction(() => {
    for (const account of accounts) store.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
    for (const entry of entries) store.setRow(ENTRIES_TABLE, entry.id, entryToRow(entry));
  });
  return store;
}

/** Files of a company without archived years. */
const noFiles: PluginFilesService = {
  put: () => Promise.reject(new Error('The benchmark stores no files')),
  list: async () => [],
  open: async () => null,
  remove: async () => false,
};

/**
 * Bookkeeping's ledger service as the server makes it, over one loaded company store (the
 * server's document and its persistence left out: what is timed is the service's own work).
 */
export function ledgerServiceOver(store: Store): LedgerService {
  return bookkeepingLedgerService({
    data: { store: async () => store, commit: async () => {}, summary: async () => null },
    files: noFiles,
    log: () => {},
    clock: fixedClock('2027-01-01T00:00:00'),
    secrets: createSecretBox(Buffer.alloc(32)),
  });
}

/** The two reports the earlier benchmark timed, each one pass over the entries. */
export function scannedReports(
  accounts: readonly Account[],
  entries: readonly JournalEntry[],
  range: DateRange,
): { trial: TrialBalance; pnl: ProfitAndLoss } {
  return {
    trial: trialBalance(accounts, entries, range),
    pnl: profitAndLoss(accounts, entries, range),
  };
}
