import { accountRolesOf } from '../../../plugins/bookkeeping/domain/ledger/accountRoles';
import { rowToEntry } from '../../../plugins/bookkeeping/domain/ledger/entryRow';
import { rowToAccount } from '../../../plugins/bookkeeping/domain/books/accounts';
import { demoBooks } from '../../../plugins/bookkeeping/domain/demo';
import type { JournalEntry } from '@keel/core/domain';
import type { LedgerSource } from '../../../plugins/models/domain/ledgerSource';
import { memoryLedger, type MemoryAccount } from '../../../plugins/models/domain/memoryLedger';

/**
 * The demo company's books (Bookkeeping's seeded generator: 24 full months and the current month
 * to date) as the ledger reads the models use, with each account's role as the ledger gives it.
 */
export function demoLedger(today: string): { ledger: LedgerSource; entries: number } {
  const books = demoBooks({ today, by: 'Benchmark', at: `${today}T09:00:00.000Z` });
  const accounts: MemoryAccount[] = Object.entries(books.accounts).map(([id, row]) => {
    const read = rowToAccount(id, row);
    if (!read.ok) throw new Error(read.errors.join('; '));
    const roles = accountRolesOf(read.account);
    const role = roles.includes('cash')
      ? 'cash'
      : roles.includes('income')
        ? 'income'
        : roles.includes('expense')
          ? 'expense'
          : 'other';
    return { id, role };
  });
  const entries: JournalEntry[] = Object.entries(books.entries).map(([id, row]) => {
    const read = rowToEntry(id, row);
    if (!read.ok) throw new Error(read.errors.join('; '));
    return read.entry;
  });
  return { ledger: memoryLedger(accounts, entries), entries: entries.length };
}
