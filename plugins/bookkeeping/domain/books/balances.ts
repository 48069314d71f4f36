import { formatUSD, normalBalance, type Account, type JournalEntry } from '@keel/core/domain';

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
  for (const account of accounts)
    balances.set(account.id, onNormalSide(account, net.get(account.id) ?? 0));
  return balances;
}

/** A debit-minus-credit amount on the account's normal side (a contra account's reversed). */
function onNormalSide(account: Account, value: number): number {
  const debitSide = (normalBalance(account.type) === 'debit') !== account.contra;
  return debitSide ? value : -value || 0;
}

/**
 * Each account's balance at the end of a day (as accountBalances, of the entries dated on or
 * before it), and what the entries dated after it add to each account, on the same side; `later`
 * holds only the accounts they change.
 */
export function balancesAsOf(
  accounts: readonly Account[],
  entries: Iterable<Pick<JournalEntry, 'date' | 'lines'>>,
  asOf: string,
): { balances: Map<string, number>; later: Map<string, number> } {
  const net = new Map<string, number>();
  const netLater = new Map<string, number>();
  for (const entry of entries) {
    // ISO dates compare as text.
    const into = entry.date > asOf ? netLater : net;
    for (const line of entry.lines)
      into.set(line.accountId, (into.get(line.accountId) ?? 0) + line.debit - line.credit);
  }
  const balances = new Map<string, number>();
  const later = new Map<string, number>();
  for (const account of accounts) {
    balances.set(account.id, onNormalSide(account, net.get(account.id) ?? 0));
    const added = onNormalSide(account, netLater.get(account.id) ?? 0);
    if (added !== 0) later.set(account.id, added);
  }
  return { balances, later };
}

/** What a figure as of today says when entries dated after today would change it by `later`. */
export function datedLaterNote(later: number): string | null {
  return later === 0 ? null : `Excludes ${formatUSD(later)} dated after today`;
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
