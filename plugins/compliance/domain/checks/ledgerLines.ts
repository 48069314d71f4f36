import type { JournalEntry } from '@keel/core/domain';
import type { BooksAccount } from './input';

/** One line of an entry on an account, with its entry's date and memo. */
export interface DatedLine {
  entryId: string;
  date: string;
  memo: string;
  accountId: string;
  debit: number;
  credit: number;
}

/** The ids of the accounts holding a role. */
export function accountsWithRole(accounts: readonly BooksAccount[], role: string): Set<string> {
  return new Set(accounts.filter((a) => a.roles.includes(role)).map((a) => a.id));
}

/** Every line of `entries` on one of `accountIds`, dated on or before `through`, by date. */
export function linesOn(
  entries: readonly JournalEntry[],
  accountIds: ReadonlySet<string>,
  through: string,
): DatedLine[] {
  const lines: DatedLine[] = [];
  for (const entry of entries) {
    if (entry.date > through) continue;
    for (const line of entry.lines)
      if (accountIds.has(line.accountId))
        lines.push({
          entryId: entry.id,
          date: entry.date,
          memo: line.memo ?? entry.memo,
          accountId: line.accountId,
          debit: line.debit,
          credit: line.credit,
        });
  }
  return lines.sort((a, b) => a.date.localeCompare(b.date) || a.entryId.localeCompare(b.entryId));
}

/**
 * Payments of a liability: the debits to `liabilityIds` in entries that also credit a bank or
 * cash account (money left the bank to pay it). A reversing entry debits the liability without
 * paying it, so it does not count.
 */
export function paymentsOf(
  entries: readonly JournalEntry[],
  liabilityIds: ReadonlySet<string>,
  cashIds: ReadonlySet<string>,
  through: string,
): { date: string; amount: number; entryId: string }[] {
  const payments: { date: string; amount: number; entryId: string }[] = [];
  for (const entry of entries) {
    if (entry.date > through) continue;
    if (!entry.lines.some((l) => cashIds.has(l.accountId) && l.credit > 0)) continue;
    const amount = entry.lines
      .filter((l) => liabilityIds.has(l.accountId))
      .reduce((sum, l) => sum + l.debit, 0);
    if (amount > 0) payments.push({ date: entry.date, amount, entryId: entry.id });
  }
  return payments.sort((a, b) => a.date.localeCompare(b.date));
}

/** The sum of the amounts dated on or before `date`. */
export function totalThrough(
  items: readonly { date: string; amount: number }[],
  date: string,
): number {
  return items.reduce((sum, item) => (item.date <= date ? sum + item.amount : sum), 0);
}

/** An amount still open, and since when. */
export interface OpenItem {
  date: string;
  entryId: string;
  memo: string;
  amount: number;
}

/**
 * What stays open of a balance when each decrease settles the oldest increases first (FIFO), as
 * an aging report ages receivables: invoices are the increases, payments the decreases. A
 * decrease with nothing open (a prepayment) settles the next increases.
 */
export function openItemsFifo(
  lines: readonly {
    date: string;
    entryId: string;
    memo: string;
    increase: number;
    decrease: number;
  }[],
): OpenItem[] {
  const open: OpenItem[] = [];
  let unapplied = 0;
  for (const line of lines) {
    if (line.increase > 0) {
      const settled = Math.min(unapplied, line.increase);
      unapplied -= settled;
      if (line.increase > settled)
        open.push({
          date: line.date,
          entryId: line.entryId,
          memo: line.memo,
          amount: line.increase - settled,
        });
    }
    let decrease = line.decrease;
    while (decrease > 0 && open.length > 0) {
      const oldest = open[0]!;
      const settled = Math.min(oldest.amount, decrease);
      oldest.amount -= settled;
      decrease -= settled;
      if (oldest.amount === 0) open.shift();
    }
    unapplied += decrease;
  }
  return open;
}
