import { normalBalance, type Account, type JournalEntry } from '@keel/core/domain';

/**
 * Each account's balance in cents on its normal side (assets and expenses: debits minus credits;
 * the rest: credits minus debits; a contra account on the side opposite its type). Accounts
 * without lines are 0.
 */
export function accountBalances(
  accounts: readonly Account[],
  entries: Iterable<Pick<JournalEntry, 'lines'>>,
): Map<string, number> {
  const net = new Map<string, number>();
  for (const entry of entries) {
    for (const line of entry.lines) {
      net.set(line.accountId, (net.get(line.accountId) ?? 0) + line.debit - line.credit);
    }
  }
  const balances = new Map<string, number>();
  for (const account of accounts) {
    const debitSide = (normalBalance(account.type) === 'debit') !== account.contra;
    const value = net.get(account.id) ?? 0;
    balances.set(account.id, debitSide ? value : -value || 0);
  }
  return balances;
}

/** The money in the bank and cash accounts: the Total Balance card. */
export function totalCash(
  accounts: readonly Account[],
  balances: ReadonlyMap<string, number>,
): number {
  let total = 0;
  for (const account of accounts) if (account.isBank) total += balances.get(account.id) ?? 0;
  return total;
}
