import type { JournalEntry } from '@keel/core/domain';
import type { Transaction } from './transactionRow';

/**
 * The journal entry a categorized transaction posts, with the transaction's id: money in debits
 * the bank account and credits the category account, money out the other way round. A pending
 * transaction (no account yet) or a zero amount posts nothing.
 */
export function transactionEntry(transaction: Transaction): JournalEntry | null {
  const { id, date, description, reference, amount, bankAccountId, accountId } = transaction;
  if (accountId === '' || amount === 0) return null;
  const cents = Math.abs(amount);
  const bank = {
    accountId: bankAccountId,
    debit: amount > 0 ? cents : 0,
    credit: amount > 0 ? 0 : cents,
  };
  const other = { accountId, debit: amount > 0 ? 0 : cents, credit: amount > 0 ? cents : 0 };
  return {
    id,
    date,
    memo: description,
    ...(reference === '' ? {} : { reference }),
    lines: [bank, other],
  };
}
