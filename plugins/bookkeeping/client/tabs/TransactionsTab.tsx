import { useMemo, useState } from 'react';
import { Card, EmptyState } from '@keel/core/client';
import {
  learnChoices,
  suggestCategory,
  type Suggestion,
  type Transaction,
} from '../../domain/books';
import { isLiveBooks, type BooksView } from '../hooks/booksView';
import type { BooksAuthor } from '../hooks/useBooksAuthor';
import { useLineHolds } from '../hooks/useLineHolds';
import { TransactionDialog } from '../dialogs/TransactionDialog';
import { TransactionFilters } from '../components/transactions/TransactionFilters';
import { TransactionTable } from '../components/transactions/TransactionTable';
import type { TransactionActionHandlers } from '../components/transactions/TransactionActions';
import { useTransactionFilter } from '../components/transactions/useTransactionFilter';

interface Opened {
  mode: 'view' | 'edit';
  id: string;
  suggestion?: Suggestion | null;
}

/**
 * The Transactions tab: search, status filter, and the windowed table with View/Edit/Categorize.
 * Before the live books are there (the server's preview), a line opened with View shows once they are.
 */
export function TransactionsTab({
  books,
  author,
  linked,
}: {
  books: BooksView;
  author: BooksAuthor;
  /** The line a link opened (`?transaction=<id>`), shown until `release` says it was closed. */
  linked?: { id: string | null; release: () => void };
}) {
  const filter = useTransactionFilter(books.transactions);
  const holds = useLineHolds();
  const [chosen, setOpened] = useState<Opened | null>(null);
  const opened: Opened | null = chosen ?? (linked?.id ? { mode: 'view', id: linked.id } : null);
  // The open line as it is now, so another member's change shows in the dialog too.
  const openedId = opened?.id;
  const transaction = useMemo(
    () => (openedId ? books.transactions.find((t) => t.id === openedId) : undefined),
    [books.transactions, openedId],
  );
  const handlers = useMemo<TransactionActionHandlers>(
    () => ({
      onView: (t: Transaction) => setOpened({ mode: 'view', id: t.id }),
      onEdit: (t: Transaction) => setOpened({ mode: 'edit', id: t.id }),
      onCategorize: (t: Transaction) =>
        setOpened({
          mode: 'edit',
          id: t.id,
          // Learned on demand: one pass over the history per click, none per render.
          suggestion: suggestCategory(t, books.rules, learnChoices(books.transactions)),
        }),
    }),
    [books.rules, books.transactions],
  );

  return (
    <Card title="Transactions" description="Every bank and cash line, newest first">
      <TransactionFilters
        search={filter.search}
        onSearchChange={filter.setSearch}
        status={filter.status}
        onStatusChange={filter.setStatus}
        shown={filter.rows.length}
        total={books.transactions.length}
      />
      {filter.rows.length === 0 ? (
        <EmptyState title="No transactions found">
          {books.transactions.length === 0
            ? 'Add a transaction, upload a statement or sync a bank to start.'
            : 'No transaction matches this search and status.'}
        </EmptyState>
      ) : (
        <div className={filter.stale ? 'bk-stale' : undefined}>
          <TransactionTable
            rows={filter.rows}
            accountById={books.accountById}
            lockDate={books.settings.lockDate}
            canWrite={author.canWrite}
            handlers={handlers}
            resetKey={filter.appliedKey}
            holds={holds}
          />
        </div>
      )}
      {isLiveBooks(books) && (
        <TransactionDialog
          mode={opened?.mode ?? 'view'}
          books={books}
          author={author}
          transaction={transaction}
          suggestion={opened?.suggestion}
          open={opened !== null}
          onOpenChange={(open) => {
            if (open) return;
            setOpened(null);
            linked?.release();
          }}
        />
      )}
    </Card>
  );
}
