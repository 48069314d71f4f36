import { useState } from 'react';
import { Dialog } from '@keel/core/client';
import type { BankAccount } from '../../../domain/books';
import type { Books } from '../../hooks/useBooks';
import type { BooksAuthor } from '../../hooks/useBooksAuthor';
import { BankLinesTable } from './BankLinesTable';
import { ReconciliationsList } from './ReconciliationsList';

/** View: one bank account's transactions and its finished reconciliations. */
export function BankAccountDialog({
  books,
  author,
  bank,
  open,
  onOpenChange,
}: {
  books: Books;
  author: BooksAuthor;
  bank: BankAccount;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [error, setError] = useState('');
  const lines = books.transactions.filter((t) => t.bankAccountId === bank.account.id);
  const close = (next: boolean) => {
    if (!next) setError('');
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={
        bank.details?.bankName
          ? `${bank.details.bankName} · ${bank.account.name}`
          : bank.account.name
      }
      description={`${bank.account.number} · ${lines.length === 1 ? '1 transaction' : `${lines.length} transactions`}`}
      className="bk-dialog-wide"
    >
      {error && (
        <p className="k-form-error" role="alert">
          {error}
        </p>
      )}
      <h3 className="bk-subheading">Transactions</h3>
      <BankLinesTable books={books} author={author} lines={lines} onError={setError} />
      <h3 className="bk-subheading">Reconciliations</h3>
      <ReconciliationsList accountId={bank.account.id} lines={lines} />
    </Dialog>
  );
}
