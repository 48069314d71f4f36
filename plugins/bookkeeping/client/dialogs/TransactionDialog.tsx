import { Dialog } from '@keel/core/client';
import type { Suggestion, Transaction } from '../../domain/books';
import type { Books } from '../hooks/useBooks';
import type { BooksAuthor } from '../hooks/useBooksAuthor';
import { TransactionDetails } from '../components/transactions/TransactionDetails';
import { TransactionForm } from '../components/transactions/TransactionForm';
import { AttachmentList } from '../components/attachments/AttachmentList';

/** Props of TransactionDialog. */
export interface TransactionDialogProps {
  mode: 'add' | 'view' | 'edit';
  books: Books;
  author: BooksAuthor;
  transaction?: Transaction | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Categorize: what a rule or past choice suggests for a pending line (null: nothing does). */
  suggestion?: Suggestion | null | undefined;
}

function describe(props: TransactionDialogProps): string | undefined {
  const { suggestion, books } = props;
  if (suggestion === undefined || props.mode !== 'edit') return undefined;
  if (suggestion === null) return 'No rule or past choice matches this line; choose its account.';
  const name = books.accountById.get(suggestion.accountId)?.name ?? suggestion.accountId;
  return `Suggested: ${name} (${suggestion.reason}). Check it, then save to post the entry.`;
}

/**
 * Add, view or edit one transaction (spec 001 section 2, with View and Edit made real). Saving
 * writes the line and its balanced journal entry; a member who may not write only ever sees it.
 */
export function TransactionDialog(props: TransactionDialogProps) {
  const { mode, books, author, transaction, open, onOpenChange, suggestion } = props;
  const editing = mode === 'edit' && transaction !== undefined && author.canWrite;
  const adding = mode === 'add' && author.canWrite;
  const title = adding ? 'Add Transaction' : editing ? 'Edit Transaction' : 'Transaction Details';
  const description = describe(props);
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      className="bk-transaction-dialog"
      {...(description ? { description } : {})}
    >
      {adding || editing ? (
        <TransactionForm
          books={books}
          author={author}
          transaction={editing ? transaction : undefined}
          suggestion={suggestion}
          onDone={close}
          onCancel={close}
        />
      ) : transaction ? (
        <>
          <TransactionDetails books={books} transaction={transaction} />
          <AttachmentList
            companyId={books.companyId}
            transactionId={transaction.id}
            canWrite={author.canWrite}
          />
        </>
      ) : (
        <p className="k-muted">
          {mode === 'add'
            ? 'Your role can read these books but not add to them.'
            : 'This transaction is no longer in the books.'}
        </p>
      )}
    </Dialog>
  );
}
