import type { Cents } from '../money/cents';
import type { Account, AccountType } from './account';
import type { JournalEntry } from './journalEntry';
import { accountIndex, scanNet, type DateRange, type NetByAccount } from './ledgerTotals';

/** One account's row of the trial balance: its net balance on the debit or the credit side. */
export interface TrialBalanceRow {
  accountId: string;
  number: string;
  name: string;
  type: AccountType;
  debit: Cents;
  credit: Cents;
}

/** A trial balance: every account with a balance, and totals that are equal. */
export interface TrialBalance {
  rows: TrialBalanceRow[];
  totalDebits: Cents;
  totalCredits: Cents;
}

/** The trial balance of the entries dated within a range (accounts with a zero balance left out). */
export function trialBalance(
  accounts: readonly Account[],
  entries: readonly JournalEntry[],
  range: DateRange = {},
): TrialBalance {
  return trialBalanceFrom(accounts, scanNet(accountIndex(accounts), entries), range);
}

/** The trial balance of a range, from the net totals of the ledger (trialBalance). */
export function trialBalanceFrom(
  accounts: readonly Account[],
  netOf: NetByAccount,
  range: DateRange = {},
): TrialBalance {
  const index = accountIndex(accounts);
  const net = netOf(range);
  const rows: TrialBalanceRow[] = [];
  let totalDebits = 0;
  let totalCredits = 0;
  for (const account of index.values()) {
    const value = net.get(account.id) ?? 0;
    if (value === 0) continue;
    const debit = Math.max(value, 0);
    const credit = Math.max(-value, 0);
    rows.push({
      accountId: account.id,
      number: account.number,
      name: account.name,
      type: account.type,
      debit,
      credit,
    });
    totalDebits += debit;
    totalCredits += credit;
  }
  return { rows, totalDebits, totalCredits };
}
