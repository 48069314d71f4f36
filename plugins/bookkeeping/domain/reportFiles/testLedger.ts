import { standardChartOfAccounts, type Account, type JournalEntry } from '@keel/core/domain';

const entry = (
  id: string,
  date: string,
  memo: string,
  debit: string,
  credit: string,
  cents: number,
): JournalEntry => ({
  id,
  date,
  memo,
  lines: [
    { accountId: debit, debit: cents, credit: 0 },
    { accountId: credit, debit: 0, credit: cents },
  ],
});

/** A small first quarter: capital in, a sale on account, supplies bought, part of the sale paid. */
export function smallLedger(): { accounts: Account[]; entries: JournalEntry[] } {
  return {
    accounts: standardChartOfAccounts(),
    entries: [
      entry('e1', '2026-01-05', 'Owner invests', 'checking', 'owners-capital', 1_000_000),
      entry('e2', '2026-02-10', 'Invoice 1001', 'accounts-receivable', 'sales', 250_000),
      entry('e3', '2026-03-01', 'Office Depot', 'office-supplies', 'checking', 4_599),
      entry('e4', '2026-03-15', 'Payment on 1001', 'checking', 'accounts-receivable', 100_000),
    ],
  };
}

/** The quarter smallLedger covers. */
export const firstQuarter = { from: '2026-01-01', to: '2026-03-31' };
