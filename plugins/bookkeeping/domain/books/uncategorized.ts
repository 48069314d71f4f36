import { standardChartOfAccounts, type Account } from '@keel/core/domain';
import type { Store } from 'tinybase';
import { ACCOUNTS_TABLE, accountToRow } from './accounts';
import { nextAccountNumber } from './bankAccounts';

/** The standard chart's account a pending line of money in posts to until it is categorized. */
export const UNCATEGORIZED_INCOME = 'uncategorized-income';
/** The standard chart's account a pending line of money out posts to until it is categorized. */
export const UNCATEGORIZED_EXPENSE = 'uncategorized-expense';

/** The account a pending bank line posts against, by its sign (as QuickBooks and Xero do). */
export function uncategorizedAccountId(amount: number): string {
  return amount >= 0 ? UNCATEGORIZED_INCOME : UNCATEGORIZED_EXPENSE;
}

/** Whether an account is one of the two pending lines wait in. */
export function isUncategorizedAccount(accountId: string): boolean {
  return accountId === UNCATEGORIZED_INCOME || accountId === UNCATEGORIZED_EXPENSE;
}

/** The thousands each account's number belongs in. */
const ranges: Record<string, [number, number]> = {
  [UNCATEGORIZED_INCOME]: [4000, 4999],
  [UNCATEGORIZED_EXPENSE]: [6000, 6999],
};

/**
 * The Uncategorized accounts a chart lacks, as the standard chart has them; when another account
 * already has the standard number, the next free number of the same thousands (4000s, 6000s), or
 * else one above the highest number, is used instead.
 */
export function missingUncategorizedAccounts(chart: readonly Account[]): Account[] {
  const ids = new Set(chart.map((account) => account.id));
  const added: Account[] = [];
  for (const account of standardChartOfAccounts()) {
    if (!isUncategorizedAccount(account.id) || ids.has(account.id)) continue;
    const taken = [...chart, ...added];
    const [from, to] = ranges[account.id] ?? [0, 0];
    const free = taken.some((a) => a.number === account.number)
      ? (nextAccountNumber(taken, Number(account.number), to) ??
        nextAccountNumber(taken, from, to) ??
        String(Math.max(...taken.map((a) => Number(a.number))) + 1))
      : account.number;
    added.push({ ...account, number: free });
  }
  return added;
}

/** Adds the Uncategorized accounts a store's chart lacks (call inside the writer's transaction). */
export function addUncategorizedAccounts(store: Store, chart: readonly Account[]): Account[] {
  const added = missingUncategorizedAccounts(chart);
  for (const account of added) store.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
  return added;
}
