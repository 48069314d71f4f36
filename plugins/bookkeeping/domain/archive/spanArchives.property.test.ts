import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  balanceSheet,
  cashFlow,
  fiscalYearStart,
  profitAndLoss,
  standardChartOfAccounts,
  trialBalance,
  type JournalEntry,
  type JournalLine,
} from '@keel/core/domain';
import { archiveYear } from './archiveYear';
import { retainedEarningsAccount } from './carryForward';
import { fiscalYearOf, fiscalYearRange } from './fiscalYears';
import { entriesSpanningArchives, type ArchivedLedger } from './spanArchives';

const accounts = standardChartOfAccounts();
const retained = retainedEarningsAccount(accounts)!;
const DAY = 86_400_000;

const dateArb = fc
  .integer({ min: Date.UTC(2021, 0, 1) / DAY, max: Date.UTC(2025, 11, 31) / DAY })
  .map((day) => new Date(day * DAY).toISOString().slice(0, 10));

const linesArb: fc.Arbitrary<JournalLine[]> = fc
  .array(
    fc.tuple(fc.constantFrom(...accounts.map((a) => a.id)), fc.integer({ min: 1, max: 900_000 })),
    { minLength: 1, maxLength: 3 },
  )
  .chain((debits) => {
    const total = debits.reduce((sum, [, cents]) => sum + cents, 0);
    return fc
      .constantFrom(...accounts.map((a) => a.id))
      .map((creditId) => [
        ...debits.map(([accountId, debit]) => ({ accountId, debit, credit: 0 })),
        { accountId: creditId, debit: 0, credit: total },
      ]);
  });

/** Entries of the books; `lateAfter` set: posted after that many years were archived (a reopening). */
const ledgerArb = fc
  .array(fc.record({ date: dateArb, lines: linesArb, lateAfter: fc.option(fc.nat(5)) }), {
    maxLength: 50,
  })
  .map((items) =>
    items.map(({ date, lines, lateAfter }, i) => ({
      entry: { id: `e${i}`, date, memo: `Entry ${i}`, lines } satisfies JournalEntry,
      lateAfter,
    })),
  );

const rangeArb = fc
  .tuple(dateArb, dateArb)
  .map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));

/** Archives `count` fiscal years in order from 2021, posting late entries as they come due. */
function archiveYears(
  ledger: { entry: JournalEntry; lateAfter: number | null }[],
  count: number,
  month: number,
) {
  const original: JournalEntry[] = [];
  const late: { entry: JournalEntry; lateAfter: number }[] = [];
  const firstYear = fiscalYearOf('2021-01-01', month);
  const yearEnd = (step: number) => fiscalYearRange(firstYear + step - 1, month).to;
  for (const item of ledger) {
    // A late entry goes into a year already archived by then; otherwise it is an ordinary one.
    if (item.lateAfter !== null && item.lateAfter > 0 && item.lateAfter <= count) {
      if (item.entry.date <= yearEnd(item.lateAfter)) {
        late.push({ entry: item.entry, lateAfter: item.lateAfter });
        continue;
      }
    }
    original.push(item.entry);
  }
  let live: JournalEntry[] = [...original];
  const archives: ArchivedLedger[] = [];
  for (let step = 1; step <= count; step++) {
    const year = fiscalYearRange(firstYear + step - 1, month);
    const next = archiveYear(accounts, live, year, retained);
    archives.push(next.archive);
    live = [...next.live, ...late.filter((l) => l.lateAfter === step).map((l) => l.entry)];
  }
  return { books: [...original, ...late.map((l) => l.entry)], live, archives };
}

const scenarioArb = fc.record({
  ledger: ledgerArb,
  count: fc.integer({ min: 0, max: 5 }),
  month: fc.integer({ min: 1, max: 12 }),
  range: rangeArb,
});

describe('reports over archives and the live books equal reports over the books before archiving', () => {
  it('trial balance, P&L and cash flow, for any date range', () => {
    fc.assert(
      fc.property(scenarioArb, ({ ledger, count, month, range }) => {
        const { books, live, archives } = archiveYears(ledger, count, month);
        for (const r of [range, { from: range.from }, { to: range.to }, {}]) {
          const spanned = entriesSpanningArchives(live, archives, r.from);
          expect(trialBalance(accounts, spanned, r)).toEqual(trialBalance(accounts, books, r));
          expect(profitAndLoss(accounts, spanned, r)).toEqual(profitAndLoss(accounts, books, r));
          expect(cashFlow(accounts, spanned, r)).toEqual(cashFlow(accounts, books, r));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the balance sheet at any date', () => {
    fc.assert(
      fc.property(scenarioArb, ({ ledger, count, month, range }) => {
        const { books, live, archives } = archiveYears(ledger, count, month);
        const asOf = range.to;
        const spanned = entriesSpanningArchives(live, archives, fiscalYearStart(asOf, month));
        expect(balanceSheet(accounts, spanned, asOf, month)).toEqual(
          balanceSheet(accounts, books, asOf, month),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('reads the live books alone for a range after every archived year', () => {
    fc.assert(
      fc.property(scenarioArb, ({ ledger, count, month }) => {
        const { live, archives } = archiveYears(ledger, count, month);
        const last = archives.at(-1);
        if (!last) return;
        expect(
          entriesSpanningArchives(live, archives, `${Number(last.to.slice(0, 4)) + 1}-12-31`),
        ).toBe(live);
      }),
    );
  });
});
