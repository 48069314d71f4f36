import fc from 'fast-check';
import { standardChartOfAccounts, type JournalEntry, type JournalLine } from '@keel/core/domain';
import { archiveYear } from './archiveYear';
import { retainedEarningsAccount } from './carryForward';
import { fiscalYearOf, fiscalYearRange } from './fiscalYears';
import type { ArchivedLedger } from './spanArchives';

// Books whose fiscal years are archived one after the other, for the property tests of reads
// that span archives (spanArchives, the ledger service): the books as they were before any
// archiving, and the live books and archives after.

/** The chart the books post to. */
export const accounts = standardChartOfAccounts();
const retained = retainedEarningsAccount(accounts)!;
const DAY = 86_400_000;

/** A date from 2021 to 2025. */
export const dateArb = fc
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

/** A range of two dates of `dateArb`, in order. */
export const rangeArb = fc
  .tuple(dateArb, dateArb)
  .map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));

/** Archives `count` fiscal years in order from 2021, posting late entries as they come due. */
export function archiveYears(
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

/** Books, how many years to archive, and the fiscal year's first month, with a range to read. */
export const scenarioArb = fc.record({
  ledger: ledgerArb,
  count: fc.integer({ min: 0, max: 5 }),
  month: fc.integer({ min: 1, max: 12 }),
  range: rangeArb,
});
