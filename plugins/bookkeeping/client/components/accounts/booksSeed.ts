import { standardChartOfAccounts, type TablesContent } from '@keel/core/domain';
import {
  BANK_ACCOUNTS_TABLE,
  RECONCILIATIONS_TABLE,
  RULES_TABLE,
  TRANSACTIONS_TABLE,
  VENDORS_TABLE,
  transactionEntry,
  transactionToRow,
  type BankAccountRow,
  type ReconciliationRow,
  type Rule,
  type Transaction,
  type Vendor,
} from '../../../domain/books';
import { ACCOUNTS_TABLE, accountToRow } from '../../../domain/schema';
import { entryToRow } from '../../../domain/ledger/entryRow';

/** What a company's books start with in a story or test. */
export interface BooksSeedOptions {
  /** Leave the chart of accounts out (default: the standard chart). */
  noChart?: boolean;
  transactions?: readonly Transaction[];
  vendors?: readonly Vendor[];
  /** Bank details by chart account id. */
  bankDetails?: Readonly<Record<string, BankAccountRow>>;
  rules?: readonly Rule[];
  reconciliations?: Readonly<Record<string, ReconciliationRow>>;
}

function byId<T extends { id: string }>(
  rows: readonly T[],
  toRow: (row: T) => Record<string, string | number | boolean>,
) {
  return Object.fromEntries(rows.map((row) => [row.id, toRow(row)]));
}

/** The bookkeeping store's rows for a seed: the chart, and each transaction with its entry. */
export function booksSeed(options: BooksSeedOptions = {}): TablesContent {
  const transactions = options.transactions ?? [];
  const entries: TablesContent[string] = {};
  for (const t of transactions) {
    const entry = transactionEntry(t);
    if (entry) entries[t.id] = entryToRow(entry);
  }
  return {
    [ACCOUNTS_TABLE]: options.noChart ? {} : byId(standardChartOfAccounts(), accountToRow),
    [TRANSACTIONS_TABLE]: byId(transactions, transactionToRow),
    entries,
    [VENDORS_TABLE]: byId(options.vendors ?? [], ({ id: _id, ...row }) => row),
    [BANK_ACCOUNTS_TABLE]: { ...options.bankDetails },
    [RULES_TABLE]: byId(options.rules ?? [], ({ id: _id, ...row }) => row),
    [RECONCILIATIONS_TABLE]: { ...options.reconciliations },
  };
}
