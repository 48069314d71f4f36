import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createStore, type Store } from 'tinybase';
import type { JournalEntry } from '@keel/core/domain';
import { accounts, dateArb, scenarioArb } from '../archive/archiveScenario.testSupport';
import { ACCOUNTS_TABLE, accountToRow } from '../schema';
import { SETTINGS_ROW, SETTINGS_TABLE } from '../books/settings';
import { ledgerCacheFor } from '../books/ledgerCache';
import { ENTRIES_TABLE, entryToRow } from './entryRow';
import { ledgerReads, type LedgerReadName } from './ledgerReads';
import { ledgerView } from './ledgerView';
import {
  EntriesNotKept,
  ledgerSummarySchema,
  summarizeLedger,
  summaryLedgerView,
} from './ledgerSummary';

function booksStore(ledger: readonly { entry: JournalEntry }[], month: number): Store {
  const store = createStore();
  for (const account of accounts) store.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
  for (const { entry } of ledger) store.setRow(ENTRIES_TABLE, entry.id, entryToRow(entry));
  store.setRow(SETTINGS_TABLE, SETTINGS_ROW, { lockDate: '', fiscalYearStartMonth: month });
  return store;
}

/** What the books' own (loaded) view answers. */
function liveRead(store: Store, name: LedgerReadName, query: unknown): unknown {
  const cache = ledgerCacheFor(store);
  const month = Number(store.getCell(SETTINGS_TABLE, SETTINGS_ROW, 'fiscalYearStartMonth'));
  const view = ledgerView(cache.chart(), month, [{ index: cache.index() }]);
  const spec = ledgerReads[name] as unknown as { read(...args: unknown[]): unknown };
  return spec.read(view, query, { vendorName: () => undefined });
}

/** What the same read answers from the summary kept of the store, or EntriesNotKept. */
function keptRead(summary: string, name: LedgerReadName, query: unknown): unknown {
  const { view, context } = summaryLedgerView(ledgerSummarySchema.parse(JSON.parse(summary)));
  const spec = ledgerReads[name] as unknown as { read(...args: unknown[]): unknown };
  return spec.read(view, query, context);
}

const totalsReads = ['trialBalance', 'profitAndLoss', 'cashFlow'] as const;

describe('the ledger summary kept with a snapshot', () => {
  it('answers every read of totals as the loaded books do, for any range', () => {
    fc.assert(
      fc.property(scenarioArb, dateArb, ({ ledger, month, range }, asOf) => {
        const store = booksStore(ledger, month);
        const summary = summarizeLedger(store);
        for (const r of [range, { from: range.from }, { to: range.to }, {}]) {
          for (const name of totalsReads)
            expect(keptRead(summary, name, r)).toEqual(liveRead(store, name, r));
          for (const by of ['account', 'month'] as const)
            expect(keptRead(summary, 'totals', { ...r, by })).toEqual(
              liveRead(store, 'totals', { ...r, by }),
            );
        }
        expect(keptRead(summary, 'balanceSheet', { asOf })).toEqual(
          liveRead(store, 'balanceSheet', { asOf }),
        );
        expect(keptRead(summary, 'balances', { asOf })).toEqual(
          liveRead(store, 'balances', { asOf }),
        );
        expect(keptRead(summary, 'accounts', {})).toEqual(liveRead(store, 'accounts', {}));
      }),
      { numRuns: 150 },
    );
  });

  it('is the same whether the books keep a ledger cache or not', () => {
    fc.assert(
      fc.property(scenarioArb, ({ ledger, month }) => {
        const store = booksStore(ledger, month);
        const without = summarizeLedger(store);
        ledgerCacheFor(store).index();
        expect(summarizeLedger(store)).toBe(without);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses the reads that need entries, vendors or transactions', () => {
    const [first] = fc.sample(scenarioArb, { numRuns: 1, seed: 7 });
    const summary = summarizeLedger(booksStore(first!.ledger, first!.month));
    expect(() => keptRead(summary, 'entries', {})).toThrow(EntriesNotKept);
    expect(() => keptRead(summary, 'generalLedger', {})).toThrow(EntriesNotKept);
    for (const by of ['vendor', 'category'] as const)
      expect(() => keptRead(summary, 'totals', { by })).toThrow(EntriesNotKept);
  });
});
