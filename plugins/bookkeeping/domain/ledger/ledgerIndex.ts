import type { Cents, DateRange, JournalEntry } from '@keel/core/domain';

/** What the lines on one account add up to: debits, credits and how many lines. */
export interface AccountTotals {
  debit: Cents;
  credit: Cents;
  lines: number;
}

/** The entries of one day and their totals per account. */
interface DayBucket {
  entries: Map<string, JournalEntry>;
  totals: Map<string, AccountTotals>;
  /** The day's entries by id (`localeCompare`, as the general ledger orders them); null when stale. */
  sorted: JournalEntry[] | null;
}

const byId = (a: JournalEntry, b: JournalEntry) => a.id.localeCompare(b.id);

/** The first index of a sorted array whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Entries kept by day with running totals per account and day, so a report over any range adds up
 * the days in it (a few thousand day totals) instead of passing over every line: over a million
 * lines a range's totals take about a millisecond where a pass takes 50 (docs/benchmarks.md,
 * "Ledger service"). Entries are added and removed one at a time as the books change.
 */
export class LedgerIndex {
  private readonly days = new Map<string, DayBucket>();
  /** The days that have entries, in order; null after a day was added or emptied. */
  private dates: string[] | null = null;
  private count = 0;

  constructor(entries: Iterable<JournalEntry> = []) {
    for (const entry of entries) this.add(entry);
  }

  /**
   * An index of day totals alone (a kept summary's): its totals, net and month totals are those
   * of the entries they were taken from, but it holds no entry, so `get`, `forEachEntry` and
   * `entriesIn` find none: only a view that refuses those reads may use it (ledgerSummary.ts).
   */
  static ofDayTotals(
    days: Iterable<readonly [string, Iterable<readonly [string, AccountTotals]>]>,
  ) {
    const index = new LedgerIndex();
    for (const [date, totals] of days) {
      const bucket: DayBucket = { entries: new Map(), totals: new Map(), sorted: [] };
      for (const [accountId, sum] of totals) bucket.totals.set(accountId, { ...sum });
      index.days.set(date, bucket);
    }
    return index;
  }

  /** Each day with entries, in date order, with its totals per account. */
  *dayTotals(): Generator<[string, ReadonlyMap<string, AccountTotals>]> {
    this.dates ??= [...this.days.keys()].sort();
    for (const date of this.dates) yield [date, this.days.get(date)!.totals];
  }

  /** How many entries it holds. */
  get size(): number {
    return this.count;
  }

  /** The entry with this id dated on `date`, if any. */
  get(id: string, date: string): JournalEntry | undefined {
    return this.days.get(date)?.entries.get(id);
  }

  /** Adds an entry (replacing one with the same id on the same day). */
  add(entry: JournalEntry): void {
    let day = this.days.get(entry.date);
    if (!day) {
      day = { entries: new Map(), totals: new Map(), sorted: null };
      this.days.set(entry.date, day);
      this.dates = null;
    }
    const before = day.entries.get(entry.id);
    if (before) {
      this.count -= 1;
      addLines(day.totals, before, -1);
    }
    day.entries.set(entry.id, entry);
    day.sorted = null;
    this.count += 1;
    addLines(day.totals, entry, 1);
  }

  /** Takes out the entry that was added (found by its id and date); nothing when it is not here. */
  remove(entry: Pick<JournalEntry, 'id' | 'date'>): void {
    const day = this.days.get(entry.date);
    const held = day?.entries.get(entry.id);
    if (!day || !held) return;
    day.entries.delete(entry.id);
    day.sorted = null;
    this.count -= 1;
    if (day.entries.size === 0) {
      this.days.delete(entry.date);
      this.dates = null;
    } else addLines(day.totals, held, -1);
  }

  /** The totals per account of the lines of the entries dated in a range. */
  totals(range: DateRange): Map<string, AccountTotals> {
    const sum = new Map<string, AccountTotals>();
    this.eachDay(range, (day) => {
      for (const [accountId, totals] of day.totals) {
        const into = sum.get(accountId);
        if (into) {
          into.debit += totals.debit;
          into.credit += totals.credit;
          into.lines += totals.lines;
        } else sum.set(accountId, { ...totals });
      }
    });
    return sum;
  }

  /** Debits minus credits per account of the entries dated in a range (accounts without lines absent). */
  net(range: DateRange): Map<string, Cents> {
    const net = new Map<string, Cents>();
    this.eachDay(range, (day) => {
      for (const [accountId, totals] of day.totals)
        net.set(accountId, (net.get(accountId) ?? 0) + totals.debit - totals.credit);
    });
    return net;
  }

  /** Totals per account for each month ('YYYY-MM') with entries in a range. */
  monthTotals(range: DateRange): Map<string, Map<string, AccountTotals>> {
    const months = new Map<string, Map<string, AccountTotals>>();
    this.eachDay(range, (day, date) => {
      const month = date.slice(0, 7);
      let sum = months.get(month);
      if (!sum) months.set(month, (sum = new Map()));
      for (const [accountId, totals] of day.totals) {
        const into = sum.get(accountId);
        if (into) {
          into.debit += totals.debit;
          into.credit += totals.credit;
          into.lines += totals.lines;
        } else sum.set(accountId, { ...totals });
      }
    });
    return months;
  }

  /** Calls `visit` with each entry dated in a range, day by day (in no order within a day). */
  forEachEntry(range: DateRange, visit: (entry: JournalEntry) => void): void {
    this.eachDay(range, (day) => {
      for (const entry of day.entries.values()) visit(entry);
    });
  }

  /** The entries dated in a range, by date, then id (the general ledger's order). */
  entriesIn(range: DateRange): JournalEntry[] {
    const entries: JournalEntry[] = [];
    this.eachDay(range, (day) => {
      day.sorted ??= [...day.entries.values()].sort(byId);
      for (const entry of day.sorted) entries.push(entry);
    });
    return entries;
  }

  private eachDay(range: DateRange, visit: (day: DayBucket, date: string) => void): void {
    this.dates ??= [...this.days.keys()].sort();
    const dates = this.dates;
    const start = range.from === undefined ? 0 : lowerBound(dates, range.from);
    for (let i = start; i < dates.length; i++) {
      const date = dates[i]!;
      if (range.to !== undefined && date > range.to) break;
      visit(this.days.get(date)!, date);
    }
  }
}

/** Adds (sign 1) or takes away (sign -1) an entry's lines from a day's totals; drops emptied ones. */
function addLines(totals: Map<string, AccountTotals>, entry: JournalEntry, sign: 1 | -1): void {
  for (const line of entry.lines) {
    let into = totals.get(line.accountId);
    if (!into) totals.set(line.accountId, (into = { debit: 0, credit: 0, lines: 0 }));
    into.debit += sign * line.debit;
    into.credit += sign * line.credit;
    into.lines += sign;
    if (into.lines === 0) totals.delete(line.accountId);
  }
}

/** The sum of some totals. */
export function sumTotals(all: Iterable<AccountTotals>): AccountTotals {
  const sum = { debit: 0, credit: 0, lines: 0 };
  for (const totals of all) {
    sum.debit += totals.debit;
    sum.credit += totals.credit;
    sum.lines += totals.lines;
  }
  return sum;
}
