import type { Cents } from '../money/cents';
import { normalBalance, type Account } from './account';
import type { JournalEntry } from './journalEntry';

/** Dates from and to, both inclusive, as YYYY-MM-DD; an open end takes every date. */
export interface DateRange {
  from?: string;
  to?: string;
}

/** One account's amount in a report, in cents. */
export interface ReportLine {
  accountId: string;
  number: string;
  name: string;
  amount: Cents;
}

/** Whether a date lies within a range. */
export function inRange(date: string, range: DateRange): boolean {
  return (
    (range.from === undefined || date >= range.from) && (range.to === undefined || date <= range.to)
  );
}

/** The day before an ISO date. */
export function dayBefore(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`) - 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** Accounts by id, sorted by number. */
export function accountIndex(accounts: readonly Account[]): Map<string, Account> {
  const sorted = [...accounts].sort(
    (a, b) => a.number.localeCompare(b.number) || a.id.localeCompare(b.id),
  );
  return new Map(sorted.map((account) => [account.id, account]));
}

/**
 * Debits minus credits per account for the entries in a range. Entries reach reports validated;
 * a line on an unknown account is a broken invariant, so it throws rather than vanish from totals.
 */
export function netByAccount(
  accounts: ReadonlyMap<string, Account>,
  entries: readonly JournalEntry[],
  range: DateRange,
): Map<string, Cents> {
  // One pass over a million lines is the hot path of every report: one Map lookup per line into a
  // mutable running total, the range bounds read once, and ISO dates compared as text (no Date).
  const { from, to } = range;
  const totals = new Map<string, { net: Cents }>();
  for (const entry of entries) {
    const date = entry.date;
    if ((from !== undefined && date < from) || (to !== undefined && date > to)) continue;
    const lines = entry.lines;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      let total = totals.get(line.accountId);
      if (total === undefined) {
        if (!accounts.has(line.accountId)) {
          throw new Error(`Entry ${entry.id} posts to unknown account ${line.accountId}`);
        }
        total = { net: 0 };
        totals.set(line.accountId, total);
      }
      total.net += line.debit - line.credit;
    }
  }
  const net = new Map<string, Cents>();
  for (const [accountId, total] of totals) net.set(accountId, total.net);
  return net;
}

/**
 * Debits minus credits per account of the entries dated in a range; accounts without lines may be
 * absent. Every report is computed from it, so a caller that keeps running totals (per account and
 * day, say) answers a report without a pass over the entries.
 */
export type NetByAccount = (range: DateRange) => ReadonlyMap<string, Cents>;

/** The net totals of a list of entries, one pass over them per call (netByAccount). */
export function scanNet(
  accounts: ReadonlyMap<string, Account>,
  entries: readonly JournalEntry[],
): NetByAccount {
  return (range) => netByAccount(accounts, entries, range);
}

/** A debit-minus-credit amount shown on the account's normal side (credits positive for income). */
export function onNormalSide(account: Account, net: Cents): Cents {
  const amount = normalBalance(account.type) === 'debit' ? net : -net;
  return amount === 0 ? 0 : amount;
}

/** Report lines for the accounts that match, with their amounts on the normal side of `side`. */
export function linesFor(
  accounts: ReadonlyMap<string, Account>,
  net: ReadonlyMap<string, Cents>,
  match: (account: Account) => boolean,
  side: 'debit' | 'credit',
): { lines: ReportLine[]; total: Cents } {
  const lines: ReportLine[] = [];
  let total = 0;
  for (const account of accounts.values()) {
    if (!match(account)) continue;
    const value = net.get(account.id) ?? 0;
    if (value === 0) continue;
    const amount = side === 'debit' ? value : -value;
    lines.push({ accountId: account.id, number: account.number, name: account.name, amount });
    total += amount;
  }
  return { lines, total };
}
