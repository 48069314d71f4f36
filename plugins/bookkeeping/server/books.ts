import { standardChartOfAccounts } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import type { Store } from 'tinybase';
import {
  ACCOUNTS_TABLE,
  SETTINGS_ROW,
  SETTINGS_TABLE,
  accountToRow,
  rowToSettings,
  type SettingsRow,
} from '../domain/schema';
import { accountBalances, balancesAsOf } from '../domain/books/balances';
import { ledgerCacheFor, type LedgerCache } from '../domain/books/ledgerCache';

/** A company's books for one request: the live store, its ledger cache and settings. */
export interface Books {
  store: Store;
  ledger: LedgerCache;
  settings: SettingsRow;
}

/**
 * Gives books with an empty chart the standard small-business chart, committed before it returns:
 * a new company (the plugin's `seedCompany`), and companies created before that hook existed.
 */
export async function seedStandardChart(
  data: ServerPluginContext['data'],
  companyId: string,
): Promise<Store> {
  const store = await data.store(companyId);
  if (store.getRowCount(ACCOUNTS_TABLE) === 0) {
    store.transaction(() => {
      for (const account of standardChartOfAccounts()) {
        store.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
      }
    });
    await data.commit(companyId);
  }
  return store;
}

/** Opens a company's books (with the standard chart if its chart is empty). */
export async function openBooks(
  { data, log }: Pick<ServerPluginContext, 'data' | 'log'>,
  companyId: string,
): Promise<Books> {
  const store = await seedStandardChart(data, companyId);
  return {
    store,
    ledger: ledgerCacheFor(store, log),
    settings: rowToSettings(store.getRow(SETTINGS_TABLE, SETTINGS_ROW)),
  };
}

const balanceCache = new WeakMap<
  LedgerCache,
  { version: number; balances: ReadonlyMap<string, number> }
>();

/** Each account's balance in cents, kept until the chart or the entries change. */
export function balancesOf(ledger: LedgerCache): ReadonlyMap<string, number> {
  const cached = balanceCache.get(ledger);
  if (cached && cached.version === ledger.version) return cached.balances;
  const { accounts, entries } = ledger.snapshot();
  const balances = accountBalances(accounts, entries);
  balanceCache.set(ledger, { version: ledger.version, balances });
  return balances;
}

const datedCache = new WeakMap<
  LedgerCache,
  { version: number; asOf: string; balances: ReturnType<typeof balancesAsOf> }
>();

/**
 * Each account's balance at the end of a day, and what entries dated after it add (balancesAsOf),
 * kept until the chart, the entries or the day change.
 */
export function balancesOnDay(ledger: LedgerCache, asOf: string): ReturnType<typeof balancesAsOf> {
  const cached = datedCache.get(ledger);
  if (cached && cached.version === ledger.version && cached.asOf === asOf) return cached.balances;
  const { accounts, entries } = ledger.snapshot();
  const balances = balancesAsOf(accounts, entries, asOf);
  datedCache.set(ledger, { version: ledger.version, asOf, balances });
  return balances;
}
