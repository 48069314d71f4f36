import type { Store } from 'tinybase';
import { isCarryForwardId } from '../../domain/archive/carryForward';
import { ledgerCacheFor, type LedgerCache } from '../../domain/books/ledgerCache';
import { transactionCacheFor } from '../../domain/books/transactionCache';
import { VENDORS_TABLE } from '../../domain/books/vendors';
import { onLedgerChange } from '../../domain/ledger/ledgerChanges';
import { ledgerQueryString } from '../../domain/ledger/ledgerQueryString';
import {
  ledgerReads,
  type LedgerReadName,
  type ReadAnswer,
  type ReadContext,
} from '../../domain/ledger/ledgerReads';
import { ledgerView, type LedgerView } from '../../domain/ledger/ledgerView';
import type { LedgerReads } from '../../domain/public';
import { SETTINGS_ROW, SETTINGS_TABLE, rowToSettings } from '../../domain/schema';

/** Asks the server's ledger route for one read: its path and query string; answers the parsed JSON. */
export type FetchRead = (path: string, queryString: string) => Promise<unknown>;

const archivedThroughCache = new WeakMap<
  LedgerCache,
  { version: number; through: string | null }
>();

/** The last archived day: the date of the latest carry-forward entry in the live books, or null. */
function archivedThrough(cache: LedgerCache): string | null {
  const known = archivedThroughCache.get(cache);
  if (known && known.version === cache.version) return known.through;
  let through: string | null = null;
  for (const entry of cache.snapshot().entries)
    if (isCarryForwardId(entry.id) && (through === null || entry.date > through))
      through = entry.date;
  archivedThroughCache.set(cache, { version: cache.version, through });
  return through;
}

/**
 * The ledger service in the browser, for the open company: each read is computed from the live
 * document (its ledger cache's day index, current with every change that syncs in) when the
 * range stays within the live books, and asked of the server's REST route when it reaches an
 * archived fiscal year, whose entries only the server holds; both answer the read's zod shape.
 * `subscribe` follows the live document.
 */
export function createLedgerClient(
  store: Store,
  openCompanyId: string,
  fetchRead: FetchRead,
): LedgerReads {
  const cache = ledgerCacheFor(store);
  const transactions = transactionCacheFor(store);
  const openOnly = (companyId: string) => {
    if (companyId !== openCompanyId)
      throw new Error(
        `The browser's ledger reads the open company (${openCompanyId}), not ${companyId}`,
      );
  };
  const liveView = (fiscalYearStartMonth: number): LedgerView =>
    ledgerView(cache.snapshot().accounts, fiscalYearStartMonth, [
      { index: cache.index(), transaction: (id) => transactions.get(id) },
    ]);
  const context: ReadContext = {
    vendorName: (id) => {
      const name = store.getCell(VENDORS_TABLE, id, 'name');
      return typeof name === 'string' ? name : undefined;
    },
  };

  const reader =
    <K extends LedgerReadName>(name: K) =>
    async (companyId: string, rawQuery?: unknown): Promise<ReadAnswer<K>> => {
      openOnly(companyId);
      const spec = ledgerReads[name];
      const query: unknown = spec.query.parse(rawQuery ?? {});
      // Each read's spec takes its own query: the names tie them, which TypeScript cannot follow here.
      const { start, read, answer, path } = spec as unknown as {
        start(query: unknown, month: number): string | undefined | null;
        read(view: LedgerView, query: unknown, context: ReadContext): ReadAnswer<K>;
        answer: { parse(value: unknown): ReadAnswer<K> };
        path: string;
      };
      const { fiscalYearStartMonth } = rowToSettings(store.getRow(SETTINGS_TABLE, SETTINGS_ROW));
      const from = start(query, fiscalYearStartMonth);
      const through = archivedThrough(cache);
      const reachesArchives =
        from !== null && through !== null && (from === undefined || from <= through);
      if (!reachesArchives) return read(liveView(fiscalYearStartMonth), query, context);
      const queryString = ledgerQueryString(query as Record<string, unknown>);
      return answer.parse(await fetchRead(path, queryString));
    };

  return {
    accounts: reader('accounts'),
    entries: reader('entries'),
    balances: reader('balances'),
    trialBalance: reader('trialBalance'),
    profitAndLoss: reader('profitAndLoss'),
    balanceSheet: reader('balanceSheet'),
    cashFlow: reader('cashFlow'),
    generalLedger: reader('generalLedger'),
    totals: reader('totals'),
    subscribe(companyId, listener) {
      openOnly(companyId);
      return onLedgerChange(store, companyId, listener);
    },
  };
}
