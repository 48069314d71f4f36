import type { Account, JournalEntry, JournalLine } from '@keel/core/domain';
import type { FiscalYear } from './fiscalYears';

/** The id of the entry that carries a closed fiscal year's balances into the live books. */
export function carryForwardId(year: number): string {
  return `carry-forward-${year}`;
}

/** Whether an entry id is a carry-forward entry's. */
export function isCarryForwardId(id: string): boolean {
  return /^carry-forward-\d{1,4}$/.test(id);
}

/** The account that takes closed years' net income: `retained-earnings`, else the first of its subtype. */
export function retainedEarningsAccount(accounts: readonly Account[]): Account | null {
  const retained = accounts
    .filter((a) => a.subtype === 'retained_earnings')
    .sort((a, b) => a.number.localeCompare(b.number));
  return retained.find((a) => a.id === 'retained-earnings') ?? retained[0] ?? null;
}

const isBalanceSheet = (account: Account) =>
  account.type === 'asset' || account.type === 'liability' || account.type === 'equity';

/**
 * The entry, dated the fiscal year's last day, holding every balance sheet account's balance at
 * the end of that day from `entries`, with the net income of every income and expense account up
 * to then moved into `retainedEarnings`: posted instead of the entries up to that day, it leaves
 * every balance sheet account as it was, and income and expense accounts at zero. Null when every
 * balance is zero (an entry needs two lines).
 */
export function carryForwardEntry(
  accounts: readonly Account[],
  entries: readonly JournalEntry[],
  year: FiscalYear,
  retainedEarnings: Account,
): JournalEntry | null {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const net = new Map<string, number>();
  for (const entry of entries) {
    if (entry.date > year.to) continue;
    for (const line of entry.lines) {
      const account = byId.get(line.accountId);
      if (!account) throw new Error(`Entry ${entry.id} posts to unknown account ${line.accountId}`);
      const into = isBalanceSheet(account) ? account.id : retainedEarnings.id;
      net.set(into, (net.get(into) ?? 0) + line.debit - line.credit);
    }
  }
  const lines: JournalLine[] = [];
  const sorted = [...accounts].sort(
    (a, b) => a.number.localeCompare(b.number) || a.id.localeCompare(b.id),
  );
  for (const account of sorted) {
    const value = net.get(account.id) ?? 0;
    if (value === 0) continue;
    lines.push({
      accountId: account.id,
      debit: Math.max(value, 0),
      credit: Math.max(-value, 0),
    });
  }
  if (lines.length < 2) return null;
  return {
    id: carryForwardId(year.year),
    date: year.to,
    memo: `Balances carried forward from fiscal year ${year.year} (archived)`,
    lines,
  };
}
