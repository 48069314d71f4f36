import { useMemo } from 'react';
import { companyApi, request, useCompanySync } from '@keel/core/client';
import type { LedgerReads } from '../../domain/public';
import { bookkeepingRoutes } from '../../domain/routes';
import { useBookkeepingStore } from '../stores';
import { createLedgerClient } from './ledgerClient';

const fetchRead = (companyId: string) => (read: string, queryString: string) =>
  request<unknown>(
    'GET',
    companyApi(companyId).path(bookkeepingRoutes.ledgerRead, { read }) + queryString,
  );

const notOpenYet = () => Promise.reject(new Error('The company’s books are not open yet'));

/** Until the company's document is open: reads refuse, and there is nothing to follow yet. */
const notOpen: LedgerReads = {
  accounts: notOpenYet,
  entries: notOpenYet,
  balances: notOpenYet,
  trialBalance: notOpenYet,
  profitAndLoss: notOpenYet,
  balanceSheet: notOpenYet,
  cashFlow: notOpenYet,
  generalLedger: notOpenYet,
  totals: notOpenYet,
  subscribe: () => () => {},
};

/**
 * The browser half of the ledger service (`ledgerServiceRef`), for the open company; the same
 * object until the company or its store changes (a component reading it in an effect reads again
 * then). Until the company's document is open, reads refuse.
 */
export function useLedgerClient(): LedgerReads {
  const sync = useCompanySync();
  const store = useBookkeepingStore();
  const companyId = sync?.companyId;
  return useMemo(
    () =>
      store && companyId ? createLedgerClient(store, companyId, fetchRead(companyId)) : notOpen,
    [store, companyId],
  );
}
