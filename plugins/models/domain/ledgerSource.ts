import type { JournalEntry } from '@keel/core/domain';

/**
 * The reads of the ledger service (bookkeeping.ledger) the models need, named here so the
 * models stay pure domain code: the service's `LedgerReads` (browser) and `LedgerService`
 * (server) both fit it, and a test can hand in its own books.
 */
export interface LedgerSource {
  accounts(
    companyId: string,
    query?: { role?: 'income' | 'expense' | 'cash' },
  ): Promise<readonly { id: string }[]>;
  balances(
    companyId: string,
    query: { asOf: string },
  ): Promise<{ accounts: readonly { accountId: string; balance: number }[] }>;
  totals(
    companyId: string,
    query: { by: 'month'; from?: string; to?: string; accountIds?: string[] },
  ): Promise<{ rows: readonly { key: string; debit: number; credit: number }[] }>;
  entries(companyId: string, query: { from?: string; to?: string }): Promise<JournalEntry[]>;
}
