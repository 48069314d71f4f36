import type { Account, JournalEntry } from '@keel/core/domain';
import type { Store } from 'tinybase';
import {
  newestFirst,
  readBankAccounts,
  readRules,
  readVendors,
  transactionFromValue,
  type BankAccount,
  type Rule,
  type Transaction,
  type Vendor,
} from '../../domain/books';
import { SETTINGS_ROW, rowToAccount, rowToSettings, type SettingsRow } from '../../domain/schema';
import type { BooksPreview } from '../../domain/booksPreview';

/** What the screen shows of a company's books: everything but the store and the journal entries. */
export interface BooksView {
  /** The company whose books these are. */
  companyId: string;
  /** The chart of accounts, by account number. */
  accounts: Account[];
  accountById: ReadonlyMap<string, Account>;
  /** The day the balances are as of: today where the screen runs (YYYY-MM-DD). */
  today: string;
  /**
   * Balance per account id at the end of today, in cents on the account's normal side: entries
   * dated after today (a payroll run's pay date) are left out.
   */
  balances: ReadonlyMap<string, number>;
  /** What the entries dated after today add to each account they change (same side). */
  later: ReadonlyMap<string, number>;
  /** Newest first. */
  transactions: Transaction[];
  vendors: Vendor[];
  bankAccounts: BankAccount[];
  rules: Rule[];
  settings: SettingsRow;
}

/** The company's books, live from the synced store: what changes them and what reports read. */
export interface Books extends BooksView {
  store: Store;
  entries: readonly JournalEntry[];
}

/** Whether these are the live books (not the server's preview of them). */
export function isLiveBooks(books: BooksView): books is Books {
  return 'store' in books;
}

/** The chart by account number, and by id. */
export function chartOf(accounts: readonly Account[]): Pick<BooksView, 'accounts' | 'accountById'> {
  const sorted = [...accounts].sort((a, b) => a.number.localeCompare(b.number));
  return { accounts: sorted, accountById: new Map(sorted.map((a) => [a.id, a])) };
}

/** The books as the server's preview has them, read by the readers the live store's rows go through. */
export function viewFromPreview(
  companyId: string,
  { tables, transactions, asOf, balances, later }: BooksPreview,
): BooksView {
  const accounts: Account[] = [];
  for (const [id, row] of Object.entries(tables.accounts)) {
    const read = rowToAccount(id, row);
    if (read.ok) accounts.push(read.account);
  }
  const chart = chartOf(accounts);
  const readable: Transaction[] = [];
  for (const value of transactions) {
    const transaction = transactionFromValue(value);
    if (transaction) readable.push(transaction);
  }
  return {
    companyId,
    ...chart,
    today: asOf,
    balances: new Map(Object.entries(balances)),
    later: new Map(Object.entries(later)),
    // Sent newest first; sorted again so the order never rests on the server's word.
    transactions: readable.sort(newestFirst),
    vendors: readVendors(tables.vendors),
    bankAccounts: readBankAccounts(chart.accounts, tables.bankAccounts),
    rules: readRules(tables.rules),
    settings: rowToSettings(tables.settings[SETTINGS_ROW]),
  };
}
