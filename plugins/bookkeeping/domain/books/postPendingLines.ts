import { isLocked, validateEntry, type Account, type TablesContent } from '@keel/core/domain';
import type { Store } from 'tinybase';
import {
  ACCOUNTS_TABLE,
  SETTINGS_ROW,
  SETTINGS_TABLE,
  accountToRow,
  rowToAccount,
  rowToSettings,
} from '../schema';
import { transactionEntry } from './transactionEntry';
import { TRANSACTIONS_TABLE, rowToTransaction } from './transactionRow';
import { missingUncategorizedAccounts } from './uncategorized';
import { ENTRIES_TABLE, entryToRow } from '../ledger/entryRow';

type Rows = TablesContent[string];

/**
 * What books whose pending lines posted nothing need: the Uncategorized accounts the chart lacks
 * and an entry (transactionEntry) for each pending line dated after the lock date that has none.
 * The closed period stays as it was closed; a line that would not post (zero, broken, an unknown
 * bank account) is left as it is; books without a chart need nothing (the standard chart they
 * get when first opened has the accounts, and they have no bank account to hold lines).
 */
export function missingPendingPostings(tables: Readonly<TablesContent>): {
  accounts: Rows;
  entries: Rows;
} {
  const chart: Account[] = [];
  for (const [id, row] of Object.entries(tables[ACCOUNTS_TABLE] ?? {})) {
    const read = rowToAccount(id, row);
    if (read.ok) chart.push(read.account);
  }
  const accounts: Rows = {};
  const entries: Rows = {};
  if (chart.length === 0) return { accounts, entries };
  for (const account of missingUncategorizedAccounts(chart)) {
    accounts[account.id] = accountToRow(account);
    chart.push(account);
  }
  const known = new Set(chart.map((account) => account.id));
  const { lockDate } = rowToSettings(tables[SETTINGS_TABLE]?.[SETTINGS_ROW]);
  const posted = tables[ENTRIES_TABLE] ?? {};
  for (const [id, row] of Object.entries(tables[TRANSACTIONS_TABLE] ?? {})) {
    if (id in posted) continue;
    const transaction = rowToTransaction(id, row);
    if (!transaction || transaction.accountId !== '' || isLocked(transaction.date, lockDate))
      continue;
    const entry = transactionEntry(transaction);
    if (entry && validateEntry(entry, known).ok) entries[id] = entryToRow(entry);
  }
  return { accounts, entries };
}

/**
 * Bookkeeping migration 2: books from before pending bank lines posted at once get the
 * Uncategorized Income and Expense accounts and the entries of their open pending lines
 * (missingPendingPostings), so the bank balance counts every line. Running it again changes
 * nothing.
 */
export function postPendingLines(tables: TablesContent): TablesContent {
  const { accounts, entries } = missingPendingPostings(tables);
  if (Object.keys(accounts).length === 0 && Object.keys(entries).length === 0) return tables;
  return {
    ...tables,
    [ACCOUNTS_TABLE]: { ...tables[ACCOUNTS_TABLE], ...accounts },
    [ENTRIES_TABLE]: { ...tables[ENTRIES_TABLE], ...entries },
  };
}

/**
 * Posts what missingPendingPostings finds in a live store, in one store transaction: after the
 * lock date moves back, the pending lines of the reopened days that the closed period kept from
 * posting get their entries. Returns how many entries it wrote.
 */
export function postOpenPendingLines(store: Store): number {
  const { accounts, entries } = missingPendingPostings(
    Object.fromEntries(
      [ACCOUNTS_TABLE, SETTINGS_TABLE, TRANSACTIONS_TABLE, ENTRIES_TABLE].map((table) => [
        table,
        store.getTable(table),
      ]),
    ) as TablesContent,
  );
  const ids = Object.keys(entries);
  if (ids.length === 0 && Object.keys(accounts).length === 0) return 0;
  store.transaction(() => {
    for (const [id, row] of Object.entries(accounts)) store.setRow(ACCOUNTS_TABLE, id, row);
    for (const [id, row] of Object.entries(entries)) store.setRow(ENTRIES_TABLE, id, row);
  });
  return ids.length;
}
