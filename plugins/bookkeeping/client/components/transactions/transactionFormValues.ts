import { centsToDecimal } from '@keel/core/domain';
import {
  categoryDefaultAccount,
  isTransactionCategory,
  type Suggestion,
  type Transaction,
  type TransactionFormValues,
} from '../../../domain/books';
import type { Books } from '../../hooks/useBooks';
import { localIsoDate } from './formatShortDate';

/**
 * What the form starts with: an existing transaction's fields (a pending line takes the
 * suggestion's account and category when one is given), or a new line dated today in the
 * person's time zone, on the first bank account, category 'other'.
 */
export function initialFormValues(
  books: Pick<Books, 'accounts' | 'accountById'>,
  now: string,
  transaction?: Transaction,
  suggestion?: Suggestion | null,
): TransactionFormValues {
  if (!transaction) {
    return {
      date: localIsoDate(now),
      description: '',
      amount: '',
      accountId: '',
      bankAccountId: books.accounts.find((account) => account.isBank)?.id ?? '',
      reference: '',
      category: 'other',
      vendorId: '',
    };
  }
  const suggested =
    transaction.accountId === '' && suggestion && books.accountById.has(suggestion.accountId)
      ? suggestion
      : null;
  return {
    date: transaction.date,
    description: transaction.description,
    amount: centsToDecimal(transaction.amount),
    accountId: suggested?.accountId ?? transaction.accountId,
    bankAccountId: transaction.bankAccountId,
    reference: transaction.reference,
    category:
      suggested && isTransactionCategory(suggested.category)
        ? suggested.category
        : transaction.category,
    vendorId: transaction.vendorId,
  };
}

/**
 * The form after a category is picked: the category's usual account is pre-selected while no
 * account is chosen yet (and only when the chart has it as a non-bank account).
 */
export function withCategory(
  values: TransactionFormValues,
  category: string,
  accountById: Books['accountById'],
): TransactionFormValues {
  if (values.accountId !== '' || !isTransactionCategory(category)) return { ...values, category };
  const usual = categoryDefaultAccount[category];
  const account = usual === undefined ? undefined : accountById.get(usual);
  return { ...values, category, accountId: account && !account.isBank ? account.id : '' };
}
