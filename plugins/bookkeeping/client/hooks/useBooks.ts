import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useCompanySync, useToday } from '@keel/core/client';
import type { Store } from 'tinybase';
import {
  BANK_ACCOUNTS_TABLE,
  RULES_TABLE,
  TRANSACTIONS_TABLE,
  VENDORS_TABLE,
  balancesAsOf,
  ledgerCacheFor,
  readBankAccounts,
  readRules,
  readVendors,
  transactionCacheFor,
  type Transaction,
} from '../../domain/books';
import { SETTINGS_ROW, SETTINGS_TABLE, rowToSettings } from '../../domain/schema';
import { useBookkeepingStore, useBookkeepingTable } from '../stores';
import { chartOf, type Books } from './booksView';

export type { Books } from './booksView';

const noSubscription = () => () => {};

/** Re-renders on changes to the chart or the entries, which the ledger cache follows. */
function useLedgerVersion(store: Store | undefined): number {
  return useSyncExternalStore(
    (onChange) => {
      if (!store) return noSubscription();
      const ids = [
        store.addTableListener('accounts', onChange),
        store.addTableListener('entries', onChange),
      ];
      return () => ids.forEach((id) => store.delListener(id));
    },
    () => (store ? ledgerCacheFor(store).version : 0),
  );
}

const noTransactions: Transaction[] = [];

/**
 * The transactions, newest first, from the store's transaction cache: a change re-reads the changed
 * lines only, where a useTable copy of the whole table (and its JSON comparison on subscribe) cost
 * seconds with 50,000 lines. The cache's row listener runs before this table listener.
 */
function useTransactions(store: Store | undefined): Transaction[] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!store) return noSubscription();
      const id = store.addTableListener(TRANSACTIONS_TABLE, onChange);
      return () => store.delListener(id);
    },
    [store],
  );
  return useSyncExternalStore(subscribe, () =>
    store ? transactionCacheFor(store).transactions() : noTransactions,
  );
}

/** The books of the open company; undefined until its store is bound. */
export function useBooks(): Books | undefined {
  const sync = useCompanySync();
  const store = useBookkeepingStore();
  const ledgerVersion = useLedgerVersion(store);
  const transactions = useTransactions(store);
  const vendorsTable = useBookkeepingTable(VENDORS_TABLE);
  const bankTable = useBookkeepingTable(BANK_ACCOUNTS_TABLE);
  const rulesTable = useBookkeepingTable(RULES_TABLE);
  const settingsTable = useBookkeepingTable(SETTINGS_TABLE);

  // The one clock reading of the screen: balances are as of the end of this day.
  const today = useToday();
  const ledger = useMemo(() => {
    if (!store) return undefined;
    const { accounts, entries } = ledgerCacheFor(store).snapshot();
    const chart = chartOf(accounts);
    return { ...chart, entries, ...balancesAsOf(chart.accounts, entries, today) };
  }, [store, ledgerVersion, today]);
  const vendors = useMemo(() => readVendors(vendorsTable), [vendorsTable]);
  const bankAccounts = useMemo(
    () => (ledger ? readBankAccounts(ledger.accounts, bankTable) : []),
    [ledger, bankTable],
  );
  const rules = useMemo(() => readRules(rulesTable), [rulesTable]);
  const settings = rowToSettings(settingsTable[SETTINGS_ROW]);

  if (!sync || !store || !ledger) return undefined;
  return {
    companyId: sync.companyId,
    store,
    today,
    ...ledger,
    transactions,
    vendors,
    bankAccounts,
    rules,
    settings,
  };
}
