import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Store, Table } from 'tinybase';
import { useCanReadScope, useScopeSync, type CompanySync } from '@keel/core/client';
import { PAYROLL_THREATS_SCOPE } from '../../domain/schema';
import { fraudStoreIn } from '../stores';

const noSubscription = () => () => {};
const EMPTY: Table = {};

/** Fraud's store in the payroll threats' document, once the document has bound it. */
function useBoundStore(sync: CompanySync | null): Store | undefined {
  const read = () => (sync ? fraudStoreIn(sync) : undefined);
  return useSyncExternalStore(sync?.subscribe ?? noSubscription, read, read);
}

/**
 * The threats found in payroll, live, as their table's rows: opened only for a member whose role
 * has payroll access (the server refuses the document to the others); empty for everyone else,
 * null while the document opens.
 */
export function usePayrollThreatsTable(): Table | null {
  const allowed = useCanReadScope(PAYROLL_THREATS_SCOPE);
  const store = useBoundStore(useScopeSync(PAYROLL_THREATS_SCOPE));
  // getTable copies: keep one copy until the table changes, so React sees the same snapshot.
  const cache = useRef<{ store: Store; table: Table } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!store) return () => {};
      const id = store.addTableListener('payrollThreats', () => {
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
    if (!store) return allowed ? null : EMPTY;
    if (cache.current?.store !== store)
      cache.current = { store, table: store.getTable('payrollThreats') };
    return cache.current.table;
  };
  return useSyncExternalStore(subscribe, read, read);
}
