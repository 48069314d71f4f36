import type { JournalEntry } from '@keel/core/domain';
import { isPostedLine } from './postedBankLines';
import type { Transaction } from './transactionRow';
import { uncategorizedAccountId } from './uncategorized';

/**
 * The journal entry a transaction posts, with the transaction's id: money in debits the bank
 * account and credits the category account, money out the other way round. A pending transaction
 * (no account yet) posts against Uncategorized Income or Expense by its sign, so the bank balance
 * is the bank's at once; categorizing it moves that side to the chosen account. A zero amount
 * posts nothing, and so does a bank line of an entry posted elsewhere (`entryId`): that entry
 * posts the money.
 */
export function transactionEntry(transaction: Transaction): JournalEntry | null {
  const { id, date, description, reference, amount, bankAccountId } = transaction;
  if (amount === 0 || isPostedLine(transaction)) return null;
  const accountId = transaction.accountId || uncategorizedAccountId(amount);
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
