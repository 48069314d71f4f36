import { useState } from 'react';
import { useToast } from '@keel/core/client';
import {
  checkTransactionForm,
  deleteTransaction,
  newManualTransaction,
  saveTransaction,
  type FieldErrors,
  type Suggestion,
  type Transaction,
  type TransactionFormValues,
  type WriteResult,
} from '../../../domain/books';
import type { BooksAuthor } from '../../hooks/useBooksAuthor';
import type { Books } from '../../hooks/useBooks';
import { initialFormValues, withCategory } from './transactionFormValues';

/** What the Add/Edit Transaction form works on. */
export interface TransactionFormOptions {
  books: Books;
  author: BooksAuthor;
  /** The line being edited; none to add a new one. */
  transaction?: Transaction | undefined;
  suggestion?: Suggestion | null | undefined;
  /** Called after a successful save or delete, to close the dialog. */
  onDone: () => void;
}

/**
 * The form's state and its two writes. Save checks every field first (nothing is written while
 * one is wrong), then writes the line and its journal entry through saveTransaction; a refusal
 * (closed period, reconciled line) stays in the form as `refusal`.
 */
export function useTransactionForm({
  books,
  author,
  transaction,
  suggestion,
  onDone,
}: TransactionFormOptions) {
  const { toast } = useToast();
  const [values, setValues] = useState(() =>
    initialFormValues(books, author.now(), transaction, suggestion),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // A number field holds '' for text that is not a number; the browser says which it was.
  const [amountUnreadable, setAmountUnreadable] = useState(false);

  const set = (field: keyof TransactionFormValues, value: string) =>
    setValues((current) =>
      field === 'category'
        ? withCategory(current, value, books.accountById)
        : { ...current, [field]: value },
    );

  function write(run: () => WriteResult, failure: string, success: Parameters<typeof toast>[0]) {
    let result: WriteResult;
    try {
      result = run();
    } catch {
      toast({ title: 'Error', description: failure, variant: 'destructive' });
      return;
    }
    if (!result.ok) return setRefusal(result.error);
    toast(success);
    onDone();
  }

  function save() {
    setRefusal(null);
    const vendorIds = new Set(books.vendors.map((vendor) => vendor.id));
    const checked = checkTransactionForm(values, books.accounts, vendorIds);
    if (!checked.ok) {
      const amount =
        values.amount === '' && amountUnreadable
          ? 'Amount must be a number'
          : checked.errors.amount;
      return setErrors({ ...checked.errors, ...(amount ? { amount } : {}) });
    }
    setErrors({});
    const at = author.now();
    const next: Transaction = transaction
      ? {
          ...transaction,
          ...checked.value,
          // A rule's choice stays marked as a rule's until a person picks another account.
          aiCategorized:
            transaction.aiCategorized && transaction.accountId === checked.value.accountId,
        }
      : newManualTransaction(checked.value, { by: author.by, at });
    write(
      () => saveTransaction(books.store, next, { by: author.by, at }),
      transaction ? 'Failed to update transaction' : 'Failed to add transaction',
      transaction
        ? { title: 'Transaction Updated', description: 'Your changes are saved in the books' }
        : { title: 'Transaction Added', description: 'Transaction successfully recorded' },
    );
  }

  function remove() {
    if (!transaction) return;
    setRefusal(null);
    write(
      () => deleteTransaction(books.store, transaction.id, { by: author.by, at: author.now() }),
      'Failed to delete transaction',
      {
        title: 'Transaction Deleted',
        description: 'The transaction and its journal entry are gone',
      },
    );
  }

  return { values, set, errors, refusal, save, remove, setAmountUnreadable };
}
