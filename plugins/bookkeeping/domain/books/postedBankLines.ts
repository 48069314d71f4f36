import type { Account, JournalEntry, JournalLine } from '@keel/core/domain';
import { taxCategoryOf } from './taxCategories';
import type { Transaction } from './transactionRow';

/** The account a bank line of an entry is shown against: its entry's largest line on the other side. */
function counterpart(
  lines: readonly JournalLine[],
  bankLine: JournalLine,
  byId: ReadonlyMap<string, Account>,
): string {
  const moneyIn = bankLine.debit > 0;
  let best: { accountId: string; amount: number; isBank: boolean } | null = null;
  for (const line of lines) {
    const amount = moneyIn ? line.credit : line.debit;
    if (amount === 0 || line.accountId === bankLine.accountId) continue;
    const isBank = byId.get(line.accountId)?.isBank === true;
    // Another bank account is the other side only of a transfer between banks.
    const better =
      best === null || (best.isBank && !isBank) || (best.isBank === isBank && amount > best.amount);
    if (better) best = { accountId: line.accountId, amount, isBank };
  }
  return best?.accountId ?? bankLine.accountId;
}

/** The category a posted bank line is shown with, from the account it is shown against. */
function categoryOf(account: Account | undefined): string {
  if (!account) return 'other';
  if (account.isBank) return 'transfer';
  if (account.type === 'income') return 'income';
  if (account.type !== 'expense') return 'other';
  return taxCategoryOf(account) ?? 'expense';
}

/** Whether a transaction is a bank line of an entry posted elsewhere (it posts nothing itself). */
export function isPostedLine(transaction: Pick<Transaction, 'entryId'>): boolean {
  return (transaction.entryId ?? '') !== '';
}

/** Why a posted line cannot be edited or deleted as a bank line. */
export const postedLineMessage =
  'This line is part of a journal entry posted elsewhere (a payroll run); change it where it was posted';

/**
 * The bank lines of an entry posted through the ledger (a payroll run, its reversal): one per
 * line on a bank or cash account of the chart, dated the entry's date, with the line's memo and
 * reference (or the entry's: a payroll check line carries its check number), shown against the
 * entry's largest line on the other side, so it is categorized. Each names the entry
 * (`entryId`), which posts the money: the lines post nothing themselves.
 */
export function postedBankLines(
  entry: JournalEntry,
  accounts: readonly Account[],
  made: { newId: () => string; at: string; by: string },
): Transaction[] {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const bankLines: Transaction[] = [];
  for (const line of entry.lines) {
    if (byId.get(line.accountId)?.isBank !== true) continue;
    const accountId = counterpart(entry.lines, line, byId);
    bankLines.push({
      id: made.newId(),
      date: entry.date,
      description: line.memo || entry.memo || `Journal entry ${entry.id}`,
      amount: line.debit - line.credit,
      bankAccountId: line.accountId,
      accountId,
      reference: line.reference ?? entry.reference ?? '',
      category: categoryOf(byId.get(accountId)),
      vendorId: '',
      aiCategorized: false,
      reconciliationId: '',
      source: 'ledger',
      externalId: '',
      bankPending: false,
      createdAt: made.at,
      createdBy: made.by,
      entryId: entry.id,
    });
  }
  return bankLines;
}
