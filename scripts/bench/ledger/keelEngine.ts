import { createStore, type Store } from 'tinybase';
import { createZodSchematizer } from 'tinybase/schematizers/schematizer-zod';
import {
  ENTRIES_TABLE,
  entryRowSchema,
  entryToRow,
  profitAndLoss,
  rowToEntry,
  trialBalance,
  type Account,
  type DateRange,
  type JournalEntry,
  type ProfitAndLoss,
  type TrialBalance,
} from '@keel/core/domain';

/** A server-side TinyBase store holding the entries as the server does: one row per entry. */
export function storeWithEntries(entries: readonly JournalEntry[]): Store {
  const store = createStore().setTablesSchema(
    createZodSchematizer().toTablesSchema({ [ENTRIES_TABLE]: entryRowSchema }),
  );
  store.transaction(() => {
    for (const entry of entries) store.setRow(ENTRIES_TABLE, entry.id, entryToRow(entry));
  });
  return store;
}

/** The entries of the store's `entries` table, each row parsed and validated by rowToEntry. */
export function parseEntries(store: Store, accounts: readonly Account[]): JournalEntry[] {
  const entries: JournalEntry[] = [];
  const known = new Set(accounts.map((account) => account.id));
  const rows = store.getTable(ENTRIES_TABLE);
  for (const rowId in rows) {
    const parsed = rowToEntry(rowId, rows[rowId]!, known);
    if (!parsed.ok) throw new Error(parsed.errors.join('; '));
    entries.push(parsed.entry);
  }
  return entries;
}

/** The two reports the benchmark times, over one range. */
export function reports(
  accounts: readonly Account[],
  entries: readonly JournalEntry[],
  range: DateRange,
): { trial: TrialBalance; pnl: ProfitAndLoss } {
  return {
    trial: trialBalance(accounts, entries, range),
    pnl: profitAndLoss(accounts, entries, range),
  };
}
