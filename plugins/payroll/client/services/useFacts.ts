import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Store } from 'tinybase';
import { useCanReadScope, useScopeSync, useToday, type CompanySync } from '@keel/core/client';
import { payrollFacts } from '../../domain/facts/payrollFacts';
import type { PayrollFactsState } from '../../domain/public';
import { readPayrollStore, type PayrollTables } from '../../domain/readPayrollBooks';
import { PAYROLL_SCOPE } from '../../domain/schema';
import { payrollStoreIn } from '../stores';

const NO_ACCESS: PayrollFactsState = { status: 'no-access' };
const LOADING: PayrollFactsState = { status: 'loading' };
const noSubscription = () => () => {};

/** Payroll's store in the payroll scope's document, once the document has bound it. */
function useBoundStore(sync: CompanySync | null): Store | undefined {
  const read = () => (sync ? payrollStoreIn(sync) : undefined);
  return useSyncExternalStore(sync?.subscribe ?? noSubscription, read, read);
}

/** The payroll tables of a store, live: read again only when a table changes. */
function usePayrollTables(store: Store | undefined): PayrollTables | null {
  const cache = useRef<{ store: Store; books: PayrollTables } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!store) return () => {};
      const id = store.addTablesListener(() => {
        cache.current = null;
        onChange();
      });
      // A change between the render and this subscription was not heard: read again.
      cache.current = null;
      return () => {
        store.delListener(id);
      };
    },
    [store],
  );
  const read = () => {
    if (!store) return null;
    if (cache.current?.store !== store) cache.current = { store, books: readPayrollStore(store) };
    return cache.current.books;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The `payroll.facts` service in the browser: the open company's facts for the signed-in member,
 * computed from the payroll document as the server computes them, live. A role without payroll
 * access gets `no-access` at once and its browser never opens the payroll document; the others
 * get `loading` until the document is bound. Each component calling it opens the document once:
 * read the service once per screen and pass the facts down.
 */
export function useFacts(): PayrollFactsState {
  const allowed = useCanReadScope(PAYROLL_SCOPE);
  const books = usePayrollTables(useBoundStore(useScopeSync(PAYROLL_SCOPE)));
  const today = useToday();
  return useMemo(() => {
    if (!allowed) return NO_ACCESS;
    if (!books) return LOADING;
    return { status: 'ready', facts: payrollFacts(books, today) };
  }, [allowed, books, today]);
}
