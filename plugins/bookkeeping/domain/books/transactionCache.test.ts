import { describe, expect, it } from 'vitest';
import { createStore } from 'tinybase';
import { aTransaction, storedTransaction } from './testBooks';
import { TransactionCache, transactionCacheFor } from './transactionCache';
import {
  TRANSACTIONS_TABLE,
  readTransactions,
  transactionToRow,
  type Transaction,
} from './transactionRow';

function storeWith(transactions: readonly Transaction[]) {
  const store = createStore();
  for (const t of transactions) store.setRow(TRANSACTIONS_TABLE, t.id, transactionToRow(t));
  return store;
}

describe('TransactionCache', () => {
  it('reads the table once, in the order readTransactions gives', () => {
    const store = storeWith([
      aTransaction({ id: 'b', date: '2026-03-01' }),
      aTransaction({ id: 'a', date: '2026-03-01' }),
      aTransaction({ id: 'c', date: '2026-04-01' }),
      aTransaction({ id: 'd', date: '2026-03-01', createdAt: '2026-03-11T00:00:00.000Z' }),
    ]);
    const cache = new TransactionCache(store);
    expect(cache.transactions().map((t) => t.id)).toEqual(['c', 'd', 'a', 'b']);
    expect(cache.transactions()).toEqual(readTransactions(store.getTable(TRANSACTIONS_TABLE)));
  });

  it('gives the same array until the table changes, then follows set, change and delete', () => {
    const first = aTransaction({ id: 't1', date: '2026-03-01' });
    const store = storeWith([first]);
    const cache = new TransactionCache(store);
    const before = cache.transactions();
    expect(cache.transactions()).toBe(before);

    const added = aTransaction({ id: 't2', date: '2026-03-05' });
    store.setRow(TRANSACTIONS_TABLE, added.id, transactionToRow(added));
    expect(cache.version).toBe(1);
    expect(cache.transactions()).not.toBe(before);
    expect(cache.transactions()).toEqual([added, first]);

    store.setRow(
      TRANSACTIONS_TABLE,
      't1',
      transactionToRow({ ...storedTransaction(store, 't1'), date: '2026-03-09' }),
    );
    expect(cache.transactions()).toEqual([{ ...first, date: '2026-03-09' }, added]);

    store.delRow(TRANSACTIONS_TABLE, 't2');
    expect(cache.transactions()).toEqual([{ ...first, date: '2026-03-09' }]);
    cache.dispose();
    store.delRow(TRANSACTIONS_TABLE, 't1');
    expect(cache.transactions()).toHaveLength(1);
  });

  it('leaves a broken row out and takes it back once fixed, as readTransactions does', () => {
    const good = aTransaction({ id: 'good' });
    const store = storeWith([good]);
    const cache = new TransactionCache(store);
    store.setRow(TRANSACTIONS_TABLE, 'broken', {
      record: JSON.stringify({ date: '2026-03-02', amount: 5 }),
    });
    expect(cache.transactions()).toEqual([good]);
    const fixed = aTransaction({ id: 'broken', date: '2026-03-02' });
    store.setRow(TRANSACTIONS_TABLE, 'broken', transactionToRow(fixed));
    expect(cache.transactions()).toEqual(readTransactions(store.getTable(TRANSACTIONS_TABLE)));
    expect(cache.transactions()).toHaveLength(2);
  });

  it('is one cache per store', () => {
    const store = storeWith([]);
    expect(transactionCacheFor(store)).toBe(transactionCacheFor(store));
    expect(transactionCacheFor(storeWith([]))).not.toBe(transactionCacheFor(store));
  });
});
