import {
  postingOrder,
  type Account,
  type Cents,
  type DateRange,
  type JournalEntry,
} from '@keel/core/domain';
import type { Transaction } from '../books/transactionRow';
import type { AccountTotals, LedgerIndex } from './ledgerIndex';

/** One part of a ledger: an index of entries, less some of them (carry-forward entries replaced). */
export interface LedgerPart {
  index: LedgerIndex;
  /** Entries of `index` that do not count. */
  without?: readonly JournalEntry[];
  /** The bank and cash transactions the part's entries were made from, by id. */
  transaction?: (id: string) => Transaction | undefined;
}

/** What the ledger service reads: the chart, the books' settings and the entries of some parts. */
export interface LedgerView {
  accounts: readonly Account[];
  fiscalYearStartMonth: number;
  /** Totals per account of the lines of the entries dated in a range. */
  totals(range: DateRange): Map<string, AccountTotals>;
  /** Debits minus credits per account of the entries dated in a range. */
  net(range: DateRange): Map<string, Cents>;
  /** Totals per account for each month (YYYY-MM) of a range. */
  monthTotals(range: DateRange): Map<string, Map<string, AccountTotals>>;
  /** The entries dated in a range, by date, then id. */
  entriesIn(range: DateRange): JournalEntry[];
  /** Calls `visit` with each entry dated in a range, in no particular order. */
  forEachEntry(range: DateRange, visit: (entry: JournalEntry) => void): void;
  /** The bank or cash transaction an entry was made from (the entry has its id), if any. */
  transactionOf(entryId: string): Transaction | undefined;
}

const inRange = (date: string, range: DateRange) =>
  (range.from === undefined || date >= range.from) && (range.to === undefined || date <= range.to);

function subtractLines(totals: Map<string, AccountTotals>, entry: JournalEntry): void {
  for (const line of entry.lines) {
    const into = totals.get(line.accountId) ?? { debit: 0, credit: 0, lines: 0 };
    into.debit -= line.debit;
    into.credit -= line.credit;
    into.lines -= 1;
    if (into.lines === 0) totals.delete(line.accountId);
    else totals.set(line.accountId, into);
  }
}

function addTotals(into: Map<string, AccountTotals>, from: ReadonlyMap<string, AccountTotals>) {
  for (const [accountId, totals] of from) {
    const sum = into.get(accountId);
    if (sum) {
      sum.debit += totals.debit;
      sum.credit += totals.credit;
      sum.lines += totals.lines;
    } else into.set(accountId, { ...totals });
  }
}

/** Two lists in postingOrder merged into one. */
function merge(a: readonly JournalEntry[], b: readonly JournalEntry[]): JournalEntry[] {
  const out: JournalEntry[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length)
    out.push(postingOrder(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

/** The ledger of some parts read as one (the live books with the archived years they need). */
export function ledgerView(
  accounts: readonly Account[],
  fiscalYearStartMonth: number,
  parts: readonly LedgerPart[],
): LedgerView {
  const totals = (range: DateRange) => {
    const [first, ...rest] = parts;
    const sum = first ? first.index.totals(range) : new Map<string, AccountTotals>();
    for (const part of rest) addTotals(sum, part.index.totals(range));
    for (const part of parts)
      for (const entry of part.without ?? [])
        if (inRange(entry.date, range)) subtractLines(sum, entry);
    return sum;
  };
  const entriesIn = (range: DateRange) => {
    let entries: JournalEntry[] = [];
    for (const part of parts) {
      let list = part.index.entriesIn(range);
      if (part.without && part.without.length > 0) {
        const out = new Set(part.without.map((entry) => entry.id));
        list = list.filter((entry) => !out.has(entry.id));
      }
      entries = entries.length === 0 ? list : merge(entries, list);
    }
    return entries;
  };
  return {
    accounts,
    fiscalYearStartMonth,
    totals,
    net(range) {
      if (parts.length === 1 && !parts[0]!.without?.length) return parts[0]!.index.net(range);
      const net = new Map<string, Cents>();
      for (const [accountId, sum] of totals(range)) net.set(accountId, sum.debit - sum.credit);
      return net;
    },
    monthTotals(range) {
      const months = new Map<string, Map<string, AccountTotals>>();
      for (const part of parts) {
        for (const [month, sum] of part.index.monthTotals(range)) {
          let into = months.get(month);
          if (!into) months.set(month, (into = new Map()));
          addTotals(into, sum);
        }
        for (const entry of part.without ?? []) {
          const into = months.get(entry.date.slice(0, 7));
          if (into && inRange(entry.date, range)) subtractLines(into, entry);
        }
      }
      return months;
    },
    entriesIn,
    forEachEntry(range, visit) {
      for (const part of parts) {
        const out = new Set((part.without ?? []).map((entry) => entry.id));
        part.index.forEachEntry(range, (entry) => {
          if (!out.has(entry.id)) visit(entry);
        });
      }
    },
    transactionOf(entryId) {
      for (const part of parts) {
        const found = part.transaction?.(entryId);
        if (found) return found;
      }
      return undefined;
    },
  };
}
