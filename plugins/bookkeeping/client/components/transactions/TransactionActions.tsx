import { useId } from 'react';
import { Button } from '@keel/core/client';
import type { Transaction } from '../../../domain/books';

/** What a row's buttons do; the tab opens the dialog. */
export interface TransactionActionHandlers {
  onView: (transaction: Transaction) => void;
  onEdit: (transaction: Transaction) => void;
  onCategorize: (transaction: Transaction) => void;
}

/**
 * View for everyone; Edit, and Categorize for a pending line, for members who may write. A line
 * that cannot change (reconciled, closed period) keeps its buttons disabled, with the reason.
 */
export function TransactionActions({
  transaction,
  canWrite,
  blockedBy,
  handlers,
}: {
  transaction: Transaction;
  canWrite: boolean;
  /** Why the line cannot be changed now, or null. */
  blockedBy: string | null;
  handlers: TransactionActionHandlers;
}) {
  const reasonId = useId();
  const blocked = blockedBy !== null;
  const reason = blocked ? { 'aria-describedby': reasonId, title: blockedBy } : {};
  const what = transaction.description;
  return (
    <div className="bk-row-actions">
      <Button
        variant="ghost"
        size="sm"
        aria-label={`View ${what}`}
        onClick={() => handlers.onView(transaction)}
      >
        View
      </Button>
      {canWrite && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Edit ${what}`}
          disabled={blocked}
          {...reason}
          onClick={() => handlers.onEdit(transaction)}
        >
          Edit
        </Button>
      )}
      {canWrite && transaction.accountId === '' && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Categorize ${what}`}
          disabled={blocked}
          {...reason}
          onClick={() => handlers.onCategorize(transaction)}
        >
          Categorize
        </Button>
      )}
      {canWrite && blocked && (
        <span id={reasonId} className="k-sr-only">
          {blockedBy}
        </span>
      )}
    </div>
  );
}
