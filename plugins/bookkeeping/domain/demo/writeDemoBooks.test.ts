import { describe, expect, it } from 'vitest';
import { createStore } from 'tinybase';
import { createZodSchematizer } from 'tinybase/schematizers/schematizer-zod';
import { trialBalance } from '@keel/core/domain';
import { ledgerCacheFor } from '../books/ledgerCache';
import { readBankAccounts } from '../books/bankAccounts';
import { TRANSACTIONS_TABLE, readTransactions } from '../books/transactionRow';
import { VENDORS_TABLE, readVendors } from '../books/vendors';
import { bookkeepingTables } from '../schema';
import { demoBooks } from './demoBooks';
import { writeDemoBooks } from './writeDemoBooks';
import { ENTRIES_TABLE } from '../ledger/entryRow';

const who = { by: 'Keel demo', at: '2026-04-15T09:30:00.000Z' };

describe('writeDemoBooks', () => {
  it('writes books the ledger reads whole, with debits equal to credits', () => {
    const books = demoBooks({ today: '2026-04-15', ...who });
    const store = createStore();
    let transactions = 0;
    store.addDidFinishTransactionListener(() => {
      transactions += 1;
    });
    writeDemoBooks(store, books);

    const rows =
      Object.keys(books.accounts).length +
      Object.keys(books.bankAccounts).length +
      Object.keys(books.vendors).length +
      Object.keys(books.rules).length +
      Object.keys(books.reconciliations).length +
      books.transactions.length +
      Object.keys(books.entries).length;
    expect(transactions).toBe(Math.ceil(rows / 500));

    const snapshot = ledgerCacheFor(store).snapshot();
    expect([...snapshot.invalid.entries()]).toEqual([]);
    expect(snapshot.entries).toHaveLength(Object.keys(books.entries).length);
    expect(snapshot.accounts).toHaveLength(Object.keys(books.accounts).length);
    const trial = trialBalance(snapshot.accounts, snapshot.entries);
    expect(trial.totalDebits).toBe(trial.totalCredits);
    expect(trial.totalDebits).toBeGreaterThan(0);

    expect(readTransactions(store.getTable(TRANSACTIONS_TABLE))).toHaveLength(
      books.transactions.length,
    );
    expect(readVendors(store.getTable(VENDORS_TABLE))).toHaveLength(8);
    const banks = readBankAccounts(snapshot.accounts, store.getTable('bankAccounts'));
    expect(banks.map((b) => [b.account.id, b.details?.mask])).toEqual([
      ['checking', '4821'],
      ['savings', '5530'],
      ['petty-cash', undefined],
    ]);
  });

  it('writes rows that fit the plugin store schema cell for cell', () => {
    const books = demoBooks({ today: '2026-04-15', seed: 3, ...who });
    const schemas = Object.fromEntries(
      Object.entries(bookkeepingTables).map(([table, { schema }]) => [table, schema]),
    );
    const store = createStore().setTablesSchema(createZodSchematizer().toTablesSchema(schemas));
    writeDemoBooks(store, books);
    expect(store.getTable(ENTRIES_TABLE)).toEqual(books.entries);
    expect(store.getTable('accounts')).toEqual(books.accounts);
    expect(store.getTable('reconciliations')).toEqual(books.reconciliations);
    expect(Object.keys(store.getTable(TRANSACTIONS_TABLE))).toHaveLength(books.transactions.length);
  });

  it('builds and writes two years of books quickly', () => {
    const started = performance.now();
    const books = demoBooks({ today: '2026-04-15', seed: 11, ...who });
    const built = performance.now();
    writeDemoBooks(createStore(), books);
    const written = performance.now();
    expect(built - started).toBeLessThan(2_000);
    expect(written - built).toBeLessThan(2_000);
  });
});
