import { useDeferredValue, useMemo, useState } from 'react';
import type { StatusFilter, Transaction } from '../../../domain/books';
import { filterTransactions, searchTexts } from './filterTransactions';

/**
 * The Transactions tab's search and status filter over the live list. The lowercased texts are
 * built once per list, and the filtering follows the typed text at a lower priority, so typing
 * stays immediate with tens of thousands of lines.
 */
export function useTransactionFilter(transactions: readonly Transaction[]) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const texts = useMemo(() => searchTexts(transactions), [transactions]);
  const deferredSearch = useDeferredValue(search);
  const deferredStatus = useDeferredValue(status);
  const rows = useMemo(
    () => filterTransactions(transactions, texts, deferredSearch, deferredStatus),
    [transactions, texts, deferredSearch, deferredStatus],
  );
  return {
    search,
    setSearch,
    status,
    setStatus,
    rows,
    /** What the rows were filtered by (a new value starts the table at the top again). */
    appliedKey: `${deferredStatus}\u0000${deferredSearch.trim().toLowerCase()}`,
    stale: search !== deferredSearch || status !== deferredStatus,
  };
}
