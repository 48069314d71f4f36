import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TRANSACTIONS_TABLE,
  importStatementLines,
  readTransactions,
  saveTransaction,
} from '../../../domain/books';
import { aTransaction, storeWithChart } from '../../../domain/books/testBooks';
import type { StatementLine } from '../../../domain/statements';
import { importInSlices } from './importInSlices';
import { sliceStatementLines } from './sliceStatementLines';

let n = 0;
const line = (
  date: string,
  amountCents: number,
  description: string,
  extra: Partial<StatementLine> = {},
): StatementLine => ({ date, amountCents, description, sourceLine: ++n, ...extra });

const base = { bankAccountId: 'checking', by: 'Ines', at: '2026-05-01T00:00:00.000Z' };
const noPause = () => Promise.resolve();
let ids = 0;
const newId = () => `imp-${++ids}`;

/** What the account holds, without ids: the part that slicing must not change. */
function contents(store: ReturnType<typeof storeWithChart>) {
  return readTransactions(store.getTable(TRANSACTIONS_TABLE))
    .map((t) => `${t.date}|${t.amount}|${t.description}|${t.externalId}|${t.bankPending}`)
    .sort();
}

describe('sliceStatementLines', () => {
  it('keeps lines of one amount or one FITID in one slice, in file order', () => {
    const a1 = line('2026-04-01', -450, 'COFFEE');
    const b = line('2026-04-01', -999, 'BOOKS');
    const a2 = line('2026-04-01', -450, 'COFFEE');
    const c = line('2026-04-02', 100, 'REFUND', { fitId: 'F1' });
    const d = line('2026-04-03', 200, 'OTHER', { fitId: 'F1' });
    const slices = sliceStatementLines([a1, b, a2, c, d], [], 1);
    expect(slices).toEqual([[a1, a2], [b], [c, d]]);
  });

  it('joins lines whose amount and FITID meet in a line already in the account', () => {
    const posted = line('2026-04-02', -1200, 'UBER TRIP', { fitId: 'C' });
    const other = line('2026-04-02', -450, 'COFFEE', { fitId: 'A' });
    const pendingInBooks = { amountCents: -1200, fitId: 'A' };
    expect(sliceStatementLines([posted, other], [pendingInBooks], 1)).toEqual([[posted, other]]);
  });

  it('cuts at about the slice size', () => {
    const lines = Array.from({ length: 10 }, (_, i) => line('2026-04-01', -(i + 1), `L${i}`));
    expect(sliceStatementLines(lines, [], 4).map((slice) => slice.length)).toEqual([4, 4, 2]);
  });
});

describe('importInSlices', () => {
  it('keeps identical twins that the slice size would have split', async () => {
    const store = storeWithChart();
    const lines = [
      line('2026-04-02', -1200, 'UBER TRIP'),
      line('2026-04-02', -1200, 'UBER TRIP'),
      line('2026-04-03', -300, 'PARKING'),
      line('2026-04-02', -1200, 'UBER TRIP'),
    ];
    const seen: [number, number][] = [];
    const outcome = await importInSlices(store, {
      ...base,
      lines,
      newId,
      sliceSize: 1,
      pause: noPause,
      onProgress: (done, total) => seen.push([done, total]),
    });
    expect(outcome).toMatchObject({ imported: 4, matched: 0, skipped: [] });
    expect(store.getRowCount(TRANSACTIONS_TABLE)).toBe(4);
    expect(seen[0]).toEqual([0, 4]);
    expect(seen.at(-1)).toEqual([4, 4]);
    expect(seen.every(([done], i) => i === 0 || done >= seen[i - 1]![0])).toBe(true);
  });

  it('pauses between slices so the page can paint', async () => {
    const store = storeWithChart();
    const lines = Array.from({ length: 5 }, (_, i) => line('2026-04-01', -(i + 1), `L${i}`));
    const log: string[] = [];
    await importInSlices(store, {
      ...base,
      lines,
      newId,
      sliceSize: 2,
      pause: async () => void log.push('pause'),
      onProgress: (done) => log.push(String(done)),
    });
    expect(log).toEqual(['0', 'pause', '2', 'pause', '4', 'pause', '5', '5', 'pause']);
  });

  it('does what one importStatementLines call does, whatever the slice size', async () => {
    const day = fc.constantFrom('2026-04-01', '2026-04-02', '2026-04-05');
    const arbitraryLine = fc.record({
      date: day,
      amountCents: fc.constantFrom(-450, -1200, 5000),
      description: fc.constantFrom('COFFEE', 'Coffee!', 'UBER TRIP', 'UBER *TRIP 123'),
      pending: fc.boolean(),
      fitId: fc.option(fc.constantFrom('A', 'B', 'C'), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitraryLine, { maxLength: 12 }),
        fc.array(arbitraryLine, { maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        async (before, incoming, size) => {
          const seed = before.map((l, i) =>
            aTransaction({
              id: `old-${i}`,
              date: l.date,
              amount: l.amountCents,
              description: l.description,
              externalId: l.fitId ?? '',
              bankPending: l.pending,
              accountId: '',
            }),
          );
          const lines = incoming.map((l, i) => ({ ...l, sourceLine: i + 1 }));
          const [whole, sliced] = [storeWithChart(), storeWithChart()];
          for (const store of [whole, sliced]) {
            for (const t of seed) saveTransaction(store, t, { by: 'seed', at: base.at });
          }
          const one = importStatementLines(whole, { ...base, source: 'import', lines, newId });
          const many = await importInSlices(sliced, {
            ...base,
            lines,
            newId,
            sliceSize: size,
            pause: noPause,
            onProgress: () => {},
          });
          expect(contents(sliced)).toEqual(contents(whole));
          expect(many.imported).toBe(one.imported);
          expect(many.matched).toBe(one.matched);
          expect(many.skipped.map((s) => s.reason).sort()).toEqual(
            one.skipped.map((s) => s.reason).sort(),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
