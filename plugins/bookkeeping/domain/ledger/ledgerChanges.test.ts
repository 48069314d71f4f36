import { describe, expect, it } from 'vitest';
import { createStore } from 'tinybase';
import type { JournalEntry } from '@keel/core/domain';
import { ENTRIES_TABLE, entryToRow } from './entryRow';
import { onLedgerChange } from './ledgerChanges';
import type { LedgerChange } from './ledgerSchemas';

const entry = (id: string, cents: number): JournalEntry => ({
  id,
  date: '2026-03-02',
  memo: id,
  lines: [
    { accountId: 'checking', debit: cents, credit: 0 },
    { accountId: 'sales', debit: 0, credit: cents },
  ],
});

describe('onLedgerChange', () => {
  it('tells once per write which entries were added, changed and removed', () => {
    const store = createStore();
    const changes: LedgerChange[] = [];
    const stop = onLedgerChange(store, 'c1', (change) => changes.push(change));
    store.transaction(() => {
      store.setRow(ENTRIES_TABLE, 'e1', entryToRow(entry('e1', 100)));
      store.setRow(ENTRIES_TABLE, 'e2', entryToRow(entry('e2', 200)));
    });
    store.transaction(() => {
      store.setRow(ENTRIES_TABLE, 'e1', entryToRow(entry('e1', 150)));
      store.delRow(ENTRIES_TABLE, 'e2');
    });
    store.setRow('transactions', 't1', { record: '{}' });
    stop();
    store.delRow(ENTRIES_TABLE, 'e1');
    expect(changes).toEqual([
      { companyId: 'c1', added: ['e1', 'e2'], changed: [], removed: [] },
      { companyId: 'c1', added: [], changed: ['e1'], removed: ['e2'] },
    ]);
  });
});
