import { accountSchema, isoDateSchema } from '@keel/core/domain';
import type { Store } from 'tinybase';
import { z } from 'zod';
import { existingLedgerCache, LedgerCache } from '../books/ledgerCache';
import { SETTINGS_ROW, SETTINGS_TABLE, rowToSettings } from '../books/settings';
import { LedgerIndex } from './ledgerIndex';
import { ledgerView, type LedgerView } from './ledgerView';
import type { ReadContext } from './ledgerReads';

/** The name of the ledger's summary kept with each snapshot of the books (ServerPlugin.summaries). */
export const LEDGER_SUMMARY = 'ledger';

const cents = z.number().int();

/**
 * The books' ledger reduced to what reports over totals read: the chart the entries were checked
 * against, the fiscal year, and per day the debits, credits and line count of each account.
 */
export const ledgerSummarySchema = z.object({
  format: z.literal(1),
  fiscalYearStartMonth: z.number().int().min(1).max(12),
  accounts: z.array(accountSchema),
  /** [date, [accountId, debit, credit, lines][]], in date order. */
  days: z.array(
    z.tuple([isoDateSchema, z.array(z.tuple([z.string(), cents, cents, z.number().int()]))]),
  ),
});

/** A ledger summary as kept. */
export type LedgerSummary = z.output<typeof ledgerSummarySchema>;

/**
 * The summary of a store's ledger now: from its ledger cache when one is kept (the day totals are
 * there already), otherwise from a cache made for this call and let go after it.
 */
export function summarizeLedger(store: Store): string {
  const kept = existingLedgerCache(store);
  const cache = kept ?? new LedgerCache(store);
  try {
    const summary: LedgerSummary = {
      format: 1,
      fiscalYearStartMonth: rowToSettings(store.getRow(SETTINGS_TABLE, SETTINGS_ROW))
        .fiscalYearStartMonth,
      accounts: [...cache.chart()],
      days: [...cache.index().dayTotals()].map(([date, totals]) => [
        date,
        [...totals].map(([accountId, sum]) => [accountId, sum.debit, sum.credit, sum.lines]),
      ]),
    };
    return JSON.stringify(summary);
  } finally {
    if (!kept) cache.dispose();
  }
}

/** A read that needs the entries themselves (or the books' vendors), which a summary does not keep. */
export class EntriesNotKept extends Error {
  constructor() {
    super('The ledger summary keeps totals, not entries');
  }
}

const refuse = (): never => {
  throw new EntriesNotKept();
};

/**
 * The ledger view of a summary: totals, net and month totals as the books' own view gives them;
 * every read of entries, transactions or vendor names throws EntriesNotKept.
 */
export function summaryLedgerView(summary: LedgerSummary): {
  view: LedgerView;
  context: ReadContext;
} {
  const index = LedgerIndex.ofDayTotals(
    summary.days.map(([date, totals]) => [
      date,
      totals.map(([accountId, debit, credit, lines]) => [accountId, { debit, credit, lines }]),
    ]),
  );
  const view: LedgerView = {
    ...ledgerView(summary.accounts, summary.fiscalYearStartMonth, [{ index }]),
    entriesIn: refuse,
    forEachEntry: refuse,
    transactionOf: refuse,
  };
  return { view, context: { vendorName: refuse } };
}
