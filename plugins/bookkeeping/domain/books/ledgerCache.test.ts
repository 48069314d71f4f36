import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'tinybase';
import { standardChartOfAccounts, type JournalEntry } from '@keel/core/domain';
import { accountToRow } from '../schema';
import { LedgerCache, ledgerCacheFor } from './ledgerCache';
import { entryToRow } from '../ledger/entryRow';

const entry = (id: string, cents: number, date = '2026-01-15'): JournalEntry => ({
  id,
  date,
  memo: `Sale ${id}`,
  lines: [
    { accountId: 'checking', debit: cents, credit: 0 },
    { accountId: 'sales', debit: 0, credit: cents },
  ],
});

function booksStore() {
  const store = createStore();
  for (const account of standardChartOfAccounts()) {
    store.setRow('accounts', account.id, accountToRow(account));
  }
  return store;
}

describe('LedgerCache', () => {
  it('builds from the rows once and follows set, change and delete of a row', () => {
    const store = booksStore();
    store.setRow('entries', 'e1', entryToRow(entry('e1', 1000)));
    const cache = new LedgerCache(store);
    expect(cache.snapshot().entries).toEqual([entry('e1', 1000)]);
    expect(cache.snapshot().accounts).toHaveLength(standardChartOfAccounts().length);

    store.setRow('entries', 'e2', entryToRow(entry('e2', 2500)));
    expect(
      cache
        .snapshot()
        .entries.map((e) => e.id)
        .sort(),
    ).toEqual(['e1', 'e2']);

    store.setRow('entries', 'e1', entryToRow(entry('e1', 700, '2026-02-01')));
    expect(cache.snapshot().entries.find((e) => e.id === 'e1')).toEqual(
      entry('e1', 700, '2026-02-01'),
    );

    store.delRow('entries', 'e2');
    expect(cache.snapshot().entries.map((e) => e.id)).toEqual(['e1']);
  });

  it('answers the chart alone as the snapshot does, and a snapshot taken keeps its entries', () => {
    const store = booksStore();
    store.setRow('entries', 'e1', entryToRow(entry('e1', 1000)));
    const cache = new LedgerCache(store);
    const before = cache.snapshot();
    expect(cache.chart()).toEqual(before.accounts);
    store.setRow('entries', 'e2', entryToRow(entry('e2', 2500)));
    expect(cache.chart()).toEqual(before.accounts);
    expect(before.entries).toEqual([entry('e1', 1000)]);
    expect(cache.snapshot().entries.map((e) => e.id)).toEqual(['e1', 'e2']);
  });

  it('keeps an invalid row out, logs it, and takes it back once fixed', () => {
    const store = booksStore();
    const log = vi.fn();
    const cache = new LedgerCache(store, log);
    cache.snapshot();
    const unbalanced = entryToRow(entry('bad', 1000));
    store.setRow('entries', 'bad', {
      record: unbalanced.record.replace('"credit":1000', '"credit":900'),
    });
    const broken = cache.snapshot();
    expect(broken.entries).toEqual([]);
    expect(broken.invalid.get('entries.bad')?.[0]).toMatch(/^entries\.bad\.lines: Debits/);
    expect(log).toHaveBeenCalledWith(
      'warn',
      expect.stringContaining('entries.bad'),
      expect.anything(),
    );

    store.setRow('entries', 'bad', entryToRow(entry('bad', 1000)));
    expect(cache.snapshot().entries).toHaveLength(1);
    expect(cache.snapshot().invalid.size).toBe(0);
  });

  it('re-checks entries when the chart changes', () => {
    const store = booksStore();
    store.setRow('entries', 'e1', entryToRow(entry('e1', 1000)));
    const cache = new LedgerCache(store);
    expect(cache.snapshot().entries).toHaveLength(1);
    store.delRow('accounts', 'sales');
    expect(cache.snapshot().entries).toEqual([]);
    expect(cache.snapshot().invalid.get('entries.e1')?.[0]).toContain('Unknown account sales');
    store.setCell('accounts', 'checking', 'subtype', 'no-such-subtype');
    expect(cache.snapshot().invalid.has('accounts.checking')).toBe(true);
  });

  it('keeps its day index current with every change to the rows, and the chart', () => {
    const store = booksStore();
    store.setRow('entries', 'e1', entryToRow(entry('e1', 1000)));
    const cache = new LedgerCache(store);
    const checking = () => cache.index().net({}).get('checking') ?? 0;
    expect(checking()).toBe(1000);
    store.setRow('entries', 'e2', entryToRow(entry('e2', 2500, '2026-03-01')));
    store.setRow('entries', 'e1', entryToRow(entry('e1', 700, '2026-02-01')));
    expect(checking()).toBe(3200);
    expect(
      cache
        .index()
        .entriesIn({ to: '2026-02-15' })
        .map((e) => e.id),
    ).toEqual(['e1']);
    store.delRow('entries', 'e2');
    expect(checking()).toBe(700);
    // An entry on an account taken out of the chart is in no report, the index included.
    store.delRow('accounts', 'sales');
    expect(checking()).toBe(0);
  });

  it('keeps one cache per store', () => {
    const store = booksStore();
    expect(ledgerCacheFor(store)).toBe(ledgerCacheFor(store));
    expect(ledgerCacheFor(createStore())).not.toBe(ledgerCacheFor(store));
  });
});
