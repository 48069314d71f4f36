import { describe, expect, it } from 'vitest';
import { type JournalEntry } from '@keel/core/domain';
import { plugin } from '../../plugin';
import { entryHistory } from './entryHistory';
import { ENTRY_AUDIT_TABLE } from './entryAudit';
import { packTransactionsAndEntries } from './packLegacyRows';
import { aTransaction } from './testBooks';
import { TRANSACTIONS_TABLE, rowToTransaction, transactionToRow } from './transactionRow';
import { ENTRIES_TABLE, entryToRow, rowToEntry } from '../ledger/entryRow';

const entry: JournalEntry = {
  id: 't1',
  date: '2026-03-10',
  memo: 'Office Depot',
  lines: [
    { accountId: 'office-supplies', debit: 4599, credit: 0 },
    { accountId: 'checking', debit: 0, credit: 4599 },
  ],
};

/** An entry row as schema version 0 stored it: the lines as a JSON cell of their own. */
function legacyEntryRow(e: JournalEntry) {
  return {
    date: e.date,
    memo: e.memo,
    reference: e.reference ?? '',
    lines: JSON.stringify(e.lines),
  };
}

describe('bookkeeping migration 1: one record cell per transaction and entry', () => {
  it('is the manifest’s migration to schema version 1', () => {
    expect(plugin.migrations.find((m) => m.version === 1)?.up).toBe(packTransactionsAndEntries);
  });

  it('packs version 0 rows into rows that read back as the same transaction and entry', () => {
    const t = aTransaction({ id: 't1' });
    const { id: _id, ...cells } = t;
    const migrated = packTransactionsAndEntries({
      [TRANSACTIONS_TABLE]: { t1: cells },
      [ENTRIES_TABLE]: { t1: legacyEntryRow(entry) },
      accounts: { checking: { number: '1000' } },
    });
    expect(migrated[TRANSACTIONS_TABLE]).toEqual({ t1: transactionToRow(t) });
    expect(rowToTransaction('t1', migrated[TRANSACTIONS_TABLE]!.t1)).toEqual(t);
    expect(migrated[ENTRIES_TABLE]).toEqual({ t1: entryToRow(entry) });
    expect(migrated.accounts).toEqual({ checking: { number: '1000' } });
  });

  it('keeps a broken row broken, for the ledger to report, and leaves packed rows alone', () => {
    const migrated = packTransactionsAndEntries({
      [TRANSACTIONS_TABLE]: { half: { date: '2026-03-10', amount: 5 } },
      [ENTRIES_TABLE]: {
        bad: { date: '2026-03-10', memo: '', reference: '', lines: '[{' },
        done: entryToRow(entry),
      },
    });
    expect(rowToTransaction('half', migrated[TRANSACTIONS_TABLE]!.half)).toBeNull();
    const bad = rowToEntry('bad', migrated[ENTRIES_TABLE]!.bad!);
    expect(bad.ok).toBe(false);
    expect(migrated[ENTRIES_TABLE]!.done).toEqual(entryToRow(entry));
  });

  it('packs the audit trail’s copies of entry rows, so the history still reads', () => {
    const after = {
      ...entry,
      lines: entry.lines.map((l) => ({ ...l, debit: l.debit && 5000, credit: l.credit && 5000 })),
    };
    const migrated = packTransactionsAndEntries({
      [ENTRY_AUDIT_TABLE]: {
        a1: {
          entryId: 't1',
          at: '2026-03-11T09:00:00.000Z',
          by: 'Omar',
          action: 'changed',
          before: JSON.stringify(legacyEntryRow(entry)),
          after: JSON.stringify(legacyEntryRow(after)),
        },
        a2: {
          entryId: 't1',
          at: '2026-03-12T09:00:00.000Z',
          by: 'Omar',
          action: 'deleted',
          before: JSON.stringify(legacyEntryRow(after)),
          after: '',
        },
      },
    });
    expect(entryHistory(migrated[ENTRY_AUDIT_TABLE]!, 't1').map((c) => c.summary)).toEqual([
      'Amount $45.99 → $50.00',
      'Entry deleted',
    ]);
  });
});
