import type { Store } from 'tinybase';
import { BANK_ACCOUNTS_TABLE } from '../books/bankAccounts';
import { RULES_TABLE } from '../books/categorizationRules';
import { RECONCILIATIONS_TABLE } from '../books/reconciliation';
import { TRANSACTIONS_TABLE, transactionToRow } from '../books/transactionRow';
import { VENDORS_TABLE } from '../books/vendors';
import { ACCOUNTS_TABLE } from '../schema';
import type { DemoBooks } from './demoBooks';
import { ENTRIES_TABLE } from '../ledger/entryRow';

/** Rows per store transaction: small enough that each synced change stays a modest update. */
const CHUNK = 500;

type Cells = Record<string, string | number | boolean>;

/**
 * Writes the demo books into a (fresh) bookkeeping store, the chart first so entries always find
 * their accounts, in store transactions of at most 500 rows.
 */
export function writeDemoBooks(store: Store, books: DemoBooks): void {
  const rows: [table: string, id: string, cells: Cells][] = [];
  const tables: [string, Record<string, Cells>][] = [
    [ACCOUNTS_TABLE, books.accounts],
    [BANK_ACCOUNTS_TABLE, books.bankAccounts],
    [VENDORS_TABLE, books.vendors],
    [RULES_TABLE, books.rules],
    [RECONCILIATIONS_TABLE, books.reconciliations],
  ];
  for (const [table, byId] of tables)
    for (const [id, cells] of Object.entries(byId)) rows.push([table, id, cells]);
  for (const transaction of books.transactions)
    rows.push([TRANSACTIONS_TABLE, transaction.id, transactionToRow(transaction)]);
  for (const [id, cells] of Object.entries(books.entries)) rows.push([ENTRIES_TABLE, id, cells]);

  for (let start = 0; start < rows.length; start += CHUNK) {
    store.transaction(() => {
      for (const [table, id, cells] of rows.slice(start, start + CHUNK))
        store.setRow(table, id, cells);
    });
  }
}
