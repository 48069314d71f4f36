import { z } from 'zod';
import { MoneyError, isIsoDate, parseMoney, type Account } from '@keel/core/domain';
import { isTransactionCategory } from './categories';

/** What the Add/Edit Transaction form holds, as text the person typed. */
export interface TransactionFormValues {
  date: string;
  description: string;
  amount: string;
  accountId: string;
  bankAccountId: string;
  reference: string;
  category: string;
  vendorId: string;
}

/** The checked form: amount in signed cents, category defaulted to 'other'. */
export interface TransactionFormResult {
  date: string;
  description: string;
  amount: number;
  accountId: string;
  bankAccountId: string;
  reference: string;
  category: string;
  vendorId: string;
}

/** Field name -> message, for the form to show beside each field. */
export type FieldErrors = Partial<Record<keyof TransactionFormValues, string>>;

const text = z.string().trim();

/**
 * Checks a transaction form against the chart: description, a non-zero amount with at most two
 * decimals, a known account that is not the bank account itself, a bank or cash account, a real
 * date. Every wrong field gets its own message.
 */
export function checkTransactionForm(
  values: TransactionFormValues,
  accounts: readonly Account[],
  vendorIds: ReadonlySet<string> = new Set(),
): { ok: true; value: TransactionFormResult } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const description = text.parse(values.description);
  if (description === '') errors.description = 'Description is required';
  else if (description.length > 500) errors.description = 'Use at most 500 characters';
  else if (/[\r\n]/.test(description)) errors.description = 'Use a single line';

  let amount = 0;
  if (values.amount.trim() === '') errors.amount = 'Amount is required';
  else {
    try {
      amount = parseMoney(values.amount);
      if (amount === 0) errors.amount = 'Amount must not be zero';
    } catch (error) {
      errors.amount = error instanceof MoneyError ? error.message : 'Amount is not a number';
    }
  }

  const byId = new Map(accounts.map((account) => [account.id, account]));
  if (values.accountId === '') errors.accountId = 'Account is required';
  else if (!byId.has(values.accountId)) errors.accountId = `Unknown account ${values.accountId}`;
  else if (values.accountId === values.bankAccountId)
    errors.accountId = 'Choose an account other than the bank account';

  const bank = byId.get(values.bankAccountId);
  if (values.bankAccountId === '') errors.bankAccountId = 'Bank account is required';
  else if (!bank?.isBank) errors.bankAccountId = 'Choose a bank or cash account';

  if (!isIsoDate(values.date)) errors.date = 'Use a real date as YYYY-MM-DD';

  const reference = text.parse(values.reference);
  if (reference.length > 100) errors.reference = 'Use at most 100 characters';
  else if (/[\r\n]/.test(reference)) errors.reference = 'Use a single line';

  const category = values.category.trim() === '' ? 'other' : values.category.trim();
  if (!isTransactionCategory(category)) errors.category = `Unknown category ${category}`;

  if (values.vendorId !== '' && !vendorIds.has(values.vendorId)) errors.vendorId = 'Unknown vendor';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      date: values.date,
      description,
      amount,
      accountId: values.accountId,
      bankAccountId: values.bankAccountId,
      reference,
      category,
      vendorId: values.vendorId,
    },
  };
}
