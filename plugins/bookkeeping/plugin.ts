import { definePlugin } from '@keel/core/domain';
import { packTransactionsAndEntries } from './domain/books/packLegacyRows';
import { postPendingLines } from './domain/books/postPendingLines';
import { recordAuthorTables } from './domain/books/recordAuthors';
import { ledgerTables } from './domain/ledger/postingRow';
import { bookkeepingTables } from './domain/schema';

/** AI Bookkeeping: the company's double-entry ledger, transactions, banks and reports. */
export const plugin = definePlugin({
  id: 'bookkeeping',
  title: 'Bookkeeping',
  icon: 'book-open',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 2,
  migrations: [
    {
      version: 1,
      name: 'one record cell per transaction and entry',
      up: packTransactionsAndEntries,
    },
    {
      version: 2,
      name: 'pending bank lines post against Uncategorized Income and Expense',
      up: postPendingLines,
    },
  ],
  nav: [
    {
      group: 'Services',
      label: 'AI Bookkeeping',
      path: '/bookkeeping',
      icon: 'book-open',
      order: 20,
    },
  ],
  routes: [{ path: '/bookkeeping', page: 'Bookkeeping', title: 'AI Bookkeeping' }],
  tables: { ...bookkeepingTables, ...ledgerTables, ...recordAuthorTables },
  provides: ['bookkeeping.ledger'],
});
