import { Badge, Button, EmptyState } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { transactionStatus, unreconcile, type Transaction } from '../../../domain/books';
import type { Books } from '../../hooks/useBooks';
import type { BooksAuthor } from '../../hooks/useBooksAuthor';
import { formatDay } from './formatDates';

/** How many lines the dialog lists; the rest are in the Transactions tab. */
const SHOWN = 100;

const statusLabels = { reconciled: 'Reconciled', categorized: 'Categorized', pending: 'Pending' };
const statusTones = { reconciled: 'success', categorized: 'info', pending: 'warning' } as const;

/** A bank account's lines, newest first; a reconciled line can be unreconciled. */
export function BankLinesTable({
  books,
  author,
  lines,
  onError,
}: {
  books: Books;
  author: BooksAuthor;
  lines: readonly Transaction[];
  onError: (message: string) => void;
}) {
  if (lines.length === 0)
    return (
      <EmptyState title="No transactions yet">Upload a statement or sync the bank.</EmptyState>
    );
  const undo = (t: Transaction) => {
    const result = unreconcile(books.store, t);
    onError(result.ok ? '' : result.error);
  };
  return (
    <>
      <div className="bk-scroll">
        <table className="k-table" aria-label="Bank transactions">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col">Account</th>
              <th scope="col" className="bk-amount">
                Amount
              </th>
              <th scope="col">Status</th>
              {author.canWrite && (
                <th scope="col">
                  <span className="k-sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {lines.slice(0, SHOWN).map((t) => {
              const status = transactionStatus(t);
              return (
                <tr key={t.id}>
                  <td>{formatDay(t.date)}</td>
                  <td>{t.description}</td>
                  <td>{books.accountById.get(t.accountId)?.name ?? '—'}</td>
                  <td className={t.amount > 0 ? 'bk-amount bk-amount--in' : 'bk-amount'}>
                    {formatUSD(t.amount)}
                  </td>
                  <td>
                    <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>
                  </td>
                  {author.canWrite && (
                    <td>
                      {status === 'reconciled' && (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Unreconcile ${t.description}`}
                          onClick={() => undo(t)}
                        >
                          Unreconcile
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {lines.length > SHOWN && (
        <p className="k-hint">
          Showing the newest {SHOWN} of {lines.length} lines; the Transactions tab lists them all.
        </p>
      )}
    </>
  );
}
