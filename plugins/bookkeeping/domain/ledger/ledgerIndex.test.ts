import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { postingOrder, scanNet, type JournalEntry } from '@keel/core/domain';
import { dateArb, entriesArb, entryArb, testAccounts } from '@keel/core/testing/ledger';
import { LedgerIndex } from './ledgerIndex';

const chart = new Map(testAccounts.map((account) => [account.id, account]));
const rangeArb = fc
  .tuple(fc.option(dateArb, { nil: undefined }), fc.option(dateArb, { nil: undefined }))
  .map(([a, b]) =>
    a !== undefined && b !== undefined && a > b ? { from: b, to: a } : { from: a, to: b },
  );

/** What the index must answer, from the entries themselves. */
function scanned(entries: readonly JournalEntry[], range: { from?: string; to?: string }) {
  const inRange = entries.filter(
    (e) =>
      (range.from === undefined || e.date >= range.from) &&
      (range.to === undefined || e.date <= range.to),
  );
  const totals = new Map<string, { debit: number; credit: number; lines: number }>();
  for (const entry of inRange)
    for (const line of entry.lines) {
      const into = totals.get(line.accountId) ?? { debit: 0, credit: 0, lines: 0 };
      into.debit += line.debit;
      into.credit += line.credit;
      into.lines += 1;
      totals.set(line.accountId, into);
    }
  const net = scanNet(chart, entries)(range);
  return { entries: [...inRange].sort(postingOrder), totals, net };
}

const withoutZeros = (net: ReadonlyMap<string, number>) =>
  new Map([...net].filter(([, value]) => value !== 0));

describe('LedgerIndex', () => {
  it('answers totals, net and the entries of any range as a pass over the entries does', () => {
    fc.assert(
      fc.property(entriesArb, rangeArb, (entries, range) => {
        const index = new LedgerIndex(entries);
        const expected = scanned(entries, range);
        expect(index.entriesIn(range)).toEqual(expected.entries);
        expect(index.totals(range)).toEqual(expected.totals);
        expect(withoutZeros(index.net(range))).toEqual(withoutZeros(expected.net));
      }),
    );
  });

  it('stays right through entries added, replaced (moved to another day) and removed', () => {
    // Few days, so that edits often share a day with other entries.
    const editArb = fc.array(
      fc.record({
        kind: fc.constantFrom('add', 'remove'),
        entry: fc
          .tuple(fc.integer({ min: 0, max: 5 }), fc.constantFrom('2026-01-01', '2026-01-02'))
          .chain(([n, date]) => entryArb(`e${n}`).map((entry) => ({ ...entry, date }))),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(editArb, rangeArb, (edits, range) => {
        const index = new LedgerIndex();
        const held = new Map<string, JournalEntry>();
        for (const { kind, entry } of edits) {
          // As the ledger cache does: the entry held under the id goes first.
          const before = held.get(entry.id);
          if (before) index.remove(before);
          held.delete(entry.id);
          if (kind === 'add') {
            index.add(entry);
            held.set(entry.id, entry);
          }
        }
        const expected = scanned([...held.values()], range);
        expect(index.size).toBe(held.size);
        expect(index.entriesIn(range)).toEqual(expected.entries);
        expect(index.totals(range)).toEqual(expected.totals);
      }),
    );
  });

  it('groups totals by month', () => {
    const entry = (id: string, date: string, cents: number): JournalEntry => ({
      id,
      date,
      memo: id,
      lines: [
        { accountId: 'checking', debit: cents, credit: 0 },
        { accountId: 'sales', debit: 0, credit: cents },
      ],
    });
    const index = new LedgerIndex([
      entry('a', '2026-01-31', 100),
      entry('b', '2026-02-01', 200),
      entry('c', '2026-02-28', 300),
    ]);
    expect(index.monthTotals({ from: '2026-01-15' })).toEqual(
      new Map([
        [
          '2026-01',
          new Map([
            ['checking', { debit: 100, credit: 0, lines: 1 }],
            ['sales', { debit: 0, credit: 100, lines: 1 }],
          ]),
        ],
        [
          '2026-02',
          new Map([
            ['checking', { debit: 500, credit: 0, lines: 2 }],
            ['sales', { debit: 0, credit: 500, lines: 2 }],
          ]),
        ],
      ]),
    );
  });
});
