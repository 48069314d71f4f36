import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  balanceSheet,
  cashFlow,
  generalLedger,
  postingOrder,
  profitAndLoss,
  trialBalance,
  type JournalEntry,
} from '@keel/core/domain';
import {
  accounts,
  archiveYears,
  dateArb,
  scenarioArb,
} from '../archive/archiveScenario.testSupport';
import type { ArchivedLedger } from '../archive/spanArchives';
import { accountBalances } from '../books/balances';
import { LedgerIndex } from './ledgerIndex';
import { ledgerReads, type LedgerReadName, type ReadAnswer, type ReadQuery } from './ledgerReads';
import { ledgerView } from './ledgerView';
import { ledgerParts, type IndexedYear } from './spanLedger';

const context = { vendorName: () => undefined };

/** What the ledger service answers for a read, over the live books and the archives it needs. */
function serviceRead<K extends LedgerReadName>(
  books: { live: readonly JournalEntry[]; archives: readonly ArchivedLedger[]; month: number },
  name: K,
  query: ReadQuery<K>,
): ReadAnswer<K> {
  const years: IndexedYear[] = books.archives.map((archive) => ({
    year: archive.year,
    to: archive.to,
    entries: new LedgerIndex(archive.entries),
    opening: new LedgerIndex(archive.opening),
    transaction: () => undefined,
  }));
  const live = { index: new LedgerIndex(books.live), transaction: () => undefined };
  const spec = ledgerReads[name] as unknown as {
    start(query: unknown, month: number): string | undefined | null;
    read(...args: unknown[]): unknown;
  };
  const start = spec.start(query, books.month);
  const view = ledgerView(accounts, books.month, ledgerParts(live, years, start ?? undefined));
  return spec.read(view, query, context) as ReadAnswer<K>;
}

const inRange = (entry: JournalEntry, range: { from?: string; to?: string }) =>
  (range.from === undefined || entry.date >= range.from) &&
  (range.to === undefined || entry.date <= range.to);

const accountIdArb = fc.constantFrom(...accounts.map((account) => account.id));

describe('the ledger service reads, over archived years and the live books', () => {
  it('give the reports of every entry the books ever had, for any range', () => {
    fc.assert(
      fc.property(scenarioArb, ({ ledger, count, month, range }) => {
        const { books, live, archives } = archiveYears(ledger, count, month);
        const state = { live, archives, month };
        for (const r of [range, { from: range.from }, { to: range.to }, {}]) {
          expect(serviceRead(state, 'trialBalance', r)).toEqual(trialBalance(accounts, books, r));
          expect(serviceRead(state, 'profitAndLoss', r)).toEqual(profitAndLoss(accounts, books, r));
          expect(serviceRead(state, 'cashFlow', r)).toEqual(cashFlow(accounts, books, r));
          expect(serviceRead(state, 'generalLedger', r)).toEqual(generalLedger(accounts, books, r));
          expect(serviceRead(state, 'entries', r)).toEqual(
            books.filter((entry) => inRange(entry, r)).sort(postingOrder),
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('give the balance sheet and every balance at any date', () => {
    fc.assert(
      fc.property(scenarioArb, ({ ledger, count, month, range }) => {
        const { books, live, archives } = archiveYears(ledger, count, month);
        const state = { live, archives, month };
        const asOf = range.to;
        expect(serviceRead(state, 'balanceSheet', { asOf })).toEqual(
          balanceSheet(accounts, books, asOf, month),
        );
        const balances = accountBalances(
          accounts,
          books.filter((entry) => entry.date <= asOf),
        );
        const answered = serviceRead(state, 'balances', { asOf });
        expect(new Map(answered.accounts.map((a) => [a.accountId, a.balance]))).toEqual(balances);
      }),
      { numRuns: 200 },
    );
  });

  it('give one account’s entries and ledger, and totals by account and month', () => {
    fc.assert(
      fc.property(scenarioArb, accountIdArb, ({ ledger, count, month, range }, accountId) => {
        const { books, live, archives } = archiveYears(ledger, count, month);
        const state = { live, archives, month };
        const touches = (entry: JournalEntry) => entry.lines.some((l) => l.accountId === accountId);
        expect(serviceRead(state, 'entries', { ...range, accountId })).toEqual(
          books.filter((entry) => inRange(entry, range) && touches(entry)).sort(postingOrder),
        );
        const ledgers = generalLedger(accounts, books, range).filter(
          (l) => l.accountId === accountId,
        );
        const answered = serviceRead(state, 'generalLedger', { ...range, accountId });
        expect(answered).toEqual(
          ledgers.length > 0
            ? ledgers
            : [expect.objectContaining({ accountId, lines: [], openingBalance: 0 })],
        );

        const lines = books.filter((entry) => inRange(entry, range)).flatMap((e) => e.lines);
        const byAccount = serviceRead(state, 'totals', { by: 'account', ...range });
        for (const row of byAccount.rows) {
          const mine = lines.filter((line) => line.accountId === row.key);
          expect(row).toMatchObject({
            debit: mine.reduce((sum, line) => sum + line.debit, 0),
            credit: mine.reduce((sum, line) => sum + line.credit, 0),
            lines: mine.length,
          });
        }
        expect(byAccount.rows.reduce((sum, row) => sum + row.lines, 0)).toBe(lines.length);
        const byMonth = serviceRead(state, 'totals', {
          by: 'month',
          ...range,
          accountIds: [accountId],
        });
        const mine = books
          .filter((entry) => inRange(entry, range))
          .flatMap((entry) =>
            entry.lines
              .filter((line) => line.accountId === accountId)
              .map((line) => ({ month: entry.date.slice(0, 7), ...line })),
          );
        expect(byMonth.rows.map((row) => [row.key, row.debit - row.credit])).toEqual(
          [...new Set(mine.map((line) => line.month))]
            .sort()
            .map((m) => [
              m,
              mine.filter((l) => l.month === m).reduce((sum, l) => sum + l.debit - l.credit, 0),
            ]),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('give a trial balance whose debits equal its credits, whatever is archived', () => {
    fc.assert(
      fc.property(scenarioArb, fc.option(dateArb, { nil: undefined }), (scenario, from) => {
        const { live, archives } = archiveYears(scenario.ledger, scenario.count, scenario.month);
        const range =
          from === undefined || from <= scenario.range.to ? { from, to: scenario.range.to } : {};
        const tb = serviceRead({ live, archives, month: scenario.month }, 'trialBalance', range);
        expect(tb.totalDebits).toBe(tb.totalCredits);
        expect(tb.rows.reduce((sum, row) => sum + row.debit - row.credit, 0)).toBe(0);
      }),
    );
  });
});
