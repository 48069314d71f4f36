import type { TablesContent } from '@keel/core/domain';
import { readTransactions } from '../../domain/books';
import { previewTableIds, type BooksPreview } from '../../domain/booksPreview';
import { booksSeed, sampleLines } from '../components/transactions/booksSeed';

/** A preview as the server answers it for sample books (tests and stories). */
export function samplePreview(seed: TablesContent = booksSeed(sampleLines)): BooksPreview {
  const tables = Object.fromEntries(
    previewTableIds.map((tableId) => [tableId, seed[tableId] ?? {}]),
  ) as BooksPreview['tables'];
  return {
    tables,
    // Oldest first, so a reader that trusts the order sent shows it.
    transactions: readTransactions(seed.transactions ?? {}).reverse(),
    asOf: '2026-11-25',
    balances: { checking: 262402, 'office-supplies': 17598 },
    later: {},
  };
}
