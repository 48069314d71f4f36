import type { JournalEntry } from '@keel/core/domain';
import type { LedgerSource } from './ledgerSource';

/** An account of the in-memory books and its role. */
export interface MemoryAccount {
  id: string;
  role: 'income' | 'expense' | 'cash' | 'other';
}

/**
 * Books held in memory that answer the ledger reads the models use, for tests and the benchmark:
 * the same sums the ledger service makes (debits less credits by month, balances as of a day).
 */
export function memoryLedger(accounts: MemoryAccount[], entries: JournalEntry[]): LedgerSource {
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date));
  const within = (day: string, from?: string, to?: string) =>
    (from === undefined || day >= from) && (to === undefined || day <= to);
  return {
    accounts: (_, query) =>
      Promise.resolve(accounts.filter((a) => !query?.role || a.role === query.role)),
    balances(_, { asOf }) {
      const balance = new Map<string, number>();
      for (const entry of sorted.filter((e) => e.date <= asOf))
        for (const line of entry.lines)
          balance.set(
            line.accountId,
            (balance.get(line.accountId) ?? 0) + line.debit - line.credit,
          );
      return Promise.resolve({
        accounts: [...balance].map(([accountId, value]) => ({ accountId, balance: value })),
      });
    },
    totals(_, { from, to, accountIds }) {
      const ids = accountIds ? new Set(accountIds) : null;
      const months = new Map<string, { debit: number; credit: number }>();
      for (const entry of sorted.filter((e) => within(e.date, from, to)))
        for (const line of entry.lines) {
          if (ids && !ids.has(line.accountId)) continue;
          const key = entry.date.slice(0, 7);
          const row = months.get(key) ?? { debit: 0, credit: 0 };
          row.debit += line.debit;
          row.credit += line.credit;
          months.set(key, row);
        }
      return Promise.resolve({ rows: [...months].map(([key, row]) => ({ key, ...row })) });
    },
    entries: (_, { from, to }) => Promise.resolve(sorted.filter((e) => within(e.date, from, to))),
  };
}

/** A sale and an expense paid through the bank, the way a small business's month is booked. */
export function monthOfBooks(month: string, revenue: number, expenses: number): JournalEntry[] {
  return [
    {
      id: `sale-${month}`,
      date: `${month}-10`,
      memo: 'Sales',
      lines: [
        { accountId: 'checking', debit: revenue, credit: 0 },
        { accountId: 'sales', debit: 0, credit: revenue },
      ],
    },
    {
      id: `rent-${month}`,
      date: `${month}-20`,
      memo: 'Costs',
      lines: [
        { accountId: 'rent', debit: expenses, credit: 0 },
        { accountId: 'checking', debit: 0, credit: expenses },
      ],
    },
  ];
}

/** The accounts `monthOfBooks` posts to. */
export const memoryChart: MemoryAccount[] = [
  { id: 'checking', role: 'cash' },
  { id: 'sales', role: 'income' },
  { id: 'rent', role: 'expense' },
  { id: 'equity', role: 'other' },
];
