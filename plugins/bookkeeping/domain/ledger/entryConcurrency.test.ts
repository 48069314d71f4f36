import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as Y from 'yjs';
import { createStore, type Store } from 'tinybase';
import { bindStoreToDoc, entryTotals, type JournalEntry } from '@keel/core/domain';
import { balancedLinesArb, entryArb, testAccounts } from '@keel/core/testing/ledger';
import { ENTRIES_TABLE, entryToRow, rowToEntry } from './entryRow';

interface Client {
  doc: Y.Doc;
  store: Store;
}

function client(): Client {
  const doc = new Y.Doc();
  const store = createStore();
  bindStoreToDoc(store, doc, 'ledger', [ENTRIES_TABLE]);
  return { doc, store };
}

/** Sends what `from` has and `to` lacks. */
function sync(from: Client, to: Client): void {
  Y.applyUpdate(to.doc, Y.encodeStateAsUpdate(from.doc, Y.encodeStateVector(to.doc)), 'net');
}

type Edit =
  | { kind: 'lines'; lines: JournalEntry['lines'] }
  | { kind: 'memo'; memo: string }
  | { kind: 'row'; entry: JournalEntry }
  | { kind: 'delete' };

const editArb: fc.Arbitrary<Edit> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('lines' as const), lines: balancedLinesArb }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('memo' as const), memo: fc.string({ maxLength: 8 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('row' as const), entry: entryArb('e1') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const) }) },
);

/** Changes one part of the entry a client holds; a deleted entry is not there to edit. */
function edit(store: Store, change: Partial<JournalEntry>): void {
  const read = rowToEntry('e1', store.getRow(ENTRIES_TABLE, 'e1'));
  if (read.ok) store.setRow(ENTRIES_TABLE, 'e1', entryToRow({ ...read.entry, ...change }));
}

function apply(store: Store, change: Edit): void {
  switch (change.kind) {
    case 'lines':
      edit(store, { lines: change.lines });
      return;
    case 'memo':
      edit(store, { memo: change.memo.trim() });
      return;
    case 'row':
      store.setRow(ENTRIES_TABLE, 'e1', entryToRow(change.entry));
      return;
    case 'delete':
      store.delRow(ENTRIES_TABLE, 'e1');
  }
}

describe('an entry edited by two people at once', () => {
  it('converges to one balanced line set, whichever order the updates arrive in', () => {
    fc.assert(
      fc.property(
        entryArb('e1'),
        fc.array(editArb, { minLength: 1, maxLength: 3 }),
        fc.array(editArb, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (initial, editsA, editsB, aFirst) => {
          const a = client();
          const b = client();
          a.store.setRow(ENTRIES_TABLE, 'e1', entryToRow(initial));
          sync(a, b);
          expect(b.store.getRow(ENTRIES_TABLE, 'e1')).toEqual(entryToRow(initial));

          // Offline, concurrently: each client edits the same entry.
          for (const edit of editsA) apply(a.store, edit);
          for (const edit of editsB) apply(b.store, edit);
          const candidates = new Set(
            [a, b].map((c) => c.store.getCell(ENTRIES_TABLE, 'e1', 'record')),
          );

          if (aFirst) {
            sync(a, b);
            sync(b, a);
          } else {
            sync(b, a);
            sync(a, b);
          }
          expect(a.store.getTables()).toEqual(b.store.getTables());
          expect(Y.encodeStateVector(a.doc)).toEqual(Y.encodeStateVector(b.doc));

          const row = a.store.getRow(ENTRIES_TABLE, 'e1');
          if (row.record === undefined) return; // deleted on both
          // The merged entry is one client's whole entry, never a mix of both.
          expect(candidates.has(row.record)).toBe(true);
          const read = rowToEntry('e1', row, testAccounts);
          expect(read.ok).toBe(true);
          const { debits, credits } = entryTotals(read.ok ? read.entry.lines : []);
          expect(debits).toBe(credits);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('why an entry is one cell', () => {
  // Line 0 debits 100 against two credits of 50. A moves 20 from line 2 to lines 0 and 1;
  // B moves 10 off lines 0 and 2. Each edit balances on its own.
  const start = [100, 50, 50];
  const editA: [number, number][] = [
    [0, 120],
    [1, 70],
  ];
  const editB: [number, number][] = [
    [0, 90],
    [2, 40],
  ];

  it('a cell per line would merge the two edits into an unbalanced entry', () => {
    const a = client();
    const b = client();
    start.forEach((cents, i) => a.store.setCell(ENTRIES_TABLE, 'e1', `line${i}`, cents));
    sync(a, b);
    for (const [i, cents] of editA) a.store.setCell(ENTRIES_TABLE, 'e1', `line${i}`, cents);
    for (const [i, cents] of editB) b.store.setCell(ENTRIES_TABLE, 'e1', `line${i}`, cents);
    sync(a, b);
    sync(b, a);
    const merged = [0, 1, 2].map((i) => Number(a.store.getCell(ENTRIES_TABLE, 'e1', `line${i}`)));
    expect(merged[1]).toBe(70);
    expect(merged[2]).toBe(40);
    // The debit is A's 120 or B's 90, the credits 70 + 40: the merged entry does not balance.
    expect(merged[0]).not.toBe((merged[1] ?? 0) + (merged[2] ?? 0));
  });

  it('one record cell keeps one whole, balanced entry', () => {
    const a = client();
    const b = client();
    const lines = (amounts: number[]) =>
      amounts.map((cents, i) =>
        i === 0
          ? { accountId: 'checking', debit: cents, credit: 0 }
          : { accountId: i === 1 ? 'sales' : 'service-revenue', debit: 0, credit: cents },
      );
    const entry = (amounts: number[]): JournalEntry => ({
      id: 'e1',
      date: '2026-01-02',
      memo: 'Sale',
      lines: lines(amounts),
    });
    a.store.setRow(ENTRIES_TABLE, 'e1', entryToRow(entry(start)));
    sync(a, b);
    a.store.setRow(ENTRIES_TABLE, 'e1', entryToRow(entry([120, 70, 50])));
    b.store.setRow(ENTRIES_TABLE, 'e1', entryToRow(entry([90, 50, 40])));
    sync(a, b);
    sync(b, a);
    const read = rowToEntry('e1', a.store.getRow(ENTRIES_TABLE, 'e1'), testAccounts);
    expect(read.ok).toBe(true);
    expect(b.store.getTables()).toEqual(a.store.getTables());
    expect([entry([120, 70, 50]), entry([90, 50, 40])]).toContainEqual(read.ok && read.entry);
  });
});
