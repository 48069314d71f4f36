import { createStore, type Store } from 'tinybase';
import { standardChartOfAccounts, type JournalEntry } from '@keel/core/domain';
import { ACCOUNTS_TABLE, accountToRow } from '../schema';
import { TRANSACTIONS_TABLE, rowToTransaction, type Transaction } from './transactionRow';
import { ENTRIES_TABLE, rowToEntry } from '../ledger/entryRow';

/** A store holding the standard chart, as a new company's books start. */
export function storeWithChart(): Store {
  const store = createStore();
  for (const account of standardChartOfAccounts()) {
    store.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
  }
  return store;
}

let counter = 0;

/** A categorized manual transaction with every field filled; override what the test is about. */
export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  counter += 1;
  return {
    id: `txn-${counter}`,
    date: '2026-03-10',
    description: 'Office Depot #1234',
    amount: -4599,
    bankAccountId: 'checking',
    accountId: 'office-supplies',
    reference: '',
    category: 'office-supplies',
    vendorId: '',
    aiCategorized: false,
    reconciliationId: '',
    source: 'manual',
    externalId: '',
    bankPending: false,
    createdAt: '2026-03-10T12:00:00.000Z',
    createdBy: 'Ines Tester <ines@example.com>',
    ...overrides,
  };
}

/** The entry a store holds under `id`; throws when there is none or it does not read. */
export function storedEntry(store: Store, id: string): JournalEntry {
  const read = rowToEntry(id, store.getRow(ENTRIES_TABLE, id));
  if (!read.ok) throw new Error(read.errors.join('; ') || `No entry ${id}`);
  return read.entry;
}

/** The transaction a store holds under `id`; throws when there is none or it does not read. */
export function storedTransaction(store: Store, id: string): Transaction {
  const transaction = rowToTransaction(id, store.getRow(TRANSACTIONS_TABLE, id));
  if (!transaction) throw new Error(`No readable transaction ${id}`);
  return transaction;
}
