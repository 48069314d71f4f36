import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  balanceSheet,
  cashFlow,
  fiscalYearStart,
  profitAndLoss,
  trialBalance,
} from '@keel/core/domain';
import { accounts, archiveYears, scenarioArb } from './archiveScenario.testSupport';
import { entriesSpanningArchives } from './spanArchives';

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
