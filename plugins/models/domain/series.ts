import { addDays, monthStart, weekStart } from './dates';
import type { LedgerSource } from './ledgerSource';

/** How finely the history is cut. */
export const granularities = ['monthly', 'weekly', 'daily'] as const;
export type Granularity = (typeof granularities)[number];

/** The time ranges of the spec: the last 12, 24 or 36 months of history. */
export const rangeMonths = [12, 24, 36] as const;
export type RangeMonths = (typeof rangeMonths)[number];

/** Periods per season: a year for months and weeks, a week for days. */
export const seasonOf: Record<Granularity, number> = { monthly: 12, weekly: 52, daily: 7 };

/** What one period is called, singular and plural. */
export const periodWords: Record<Granularity, [string, string]> = {
  monthly: ['month', 'months'],
  weekly: ['week', 'weeks'],
  daily: ['day', 'days'],
};

/** The books cut into complete periods, in cents. */
export interface BookSeries {
  granularity: Granularity;
  /** Each period's label: YYYY-MM for months, the first day (YYYY-MM-DD) for weeks and days. */
  periods: string[];
  revenue: number[];
  expenses: number[];
  netIncome: number[];
  /** Net change of the cash accounts. */
  cashChange: number[];
  /** Cash at the end of the last complete period. */
  closingCash: number;
  /** Average monthly expenses over the last 12 complete months (fewer when the books are younger). */
  monthlyExpenses: number;
  /** The labels of the periods ahead: the current (incomplete) one first. */
  ahead(count: number): string[];
}

/** The first day of each period from `first` to the period before `today`'s. */
function periodStarts(granularity: Granularity, today: string, months: RangeMonths): string[] {
  const starts: string[] = [];
  if (granularity === 'monthly') {
    for (let i = months; i >= 1; i -= 1) starts.push(monthStart(today, -i));
  } else if (granularity === 'weekly') {
    const current = weekStart(today);
    for (let i = Math.round((months * 52) / 12); i >= 1; i -= 1)
      starts.push(addDays(current, -7 * i));
  } else {
    const first = addDays(monthStart(today, -months), Number(today.slice(8)) - 1);
    for (let day = first; day < today; day = addDays(day, 1)) starts.push(day);
  }
  return starts;
}

function labelOf(granularity: Granularity, start: string): string {
  return granularity === 'monthly' ? start.slice(0, 7) : start;
}

/** The labels of `count` periods from the one `today` falls in. */
export function periodsAhead(granularity: Granularity, today: string, count: number): string[] {
  const out: string[] = [];
  const first =
    granularity === 'monthly'
      ? monthStart(today)
      : granularity === 'weekly'
        ? weekStart(today)
        : today;
  for (let i = 0; i < count; i += 1) {
    const start =
      granularity === 'monthly'
        ? monthStart(first, i)
        : addDays(first, granularity === 'weekly' ? 7 * i : i);
    out.push(labelOf(granularity, start));
  }
  return out;
}

/** The index of the period a day falls in (starts sorted), or -1 outside them. */
function periodIndex(starts: readonly string[], end: string, day: string): number {
  if (day < (starts[0] ?? '') || day >= end) return -1;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (starts[mid]! <= day) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Reads the company's books for the models: revenue (income accounts, credits less debits),
 * expenses (expense accounts, cost of goods sold included), net income and the net change of
 * the cash accounts per complete period of the range, through the ledger service. Leading
 * periods before the books' first activity are left out: they are not zeros, they did not exist;
 * so is the books' first period when they begin inside the range (their opening balances).
 */
export async function readBookSeries(
  ledger: LedgerSource,
  companyId: string,
  { today, range, granularity }: { today: string; range: RangeMonths; granularity: Granularity },
): Promise<BookSeries> {
  const idsOf = async (role: 'income' | 'expense' | 'cash') =>
    (await ledger.accounts(companyId, { role })).map((a) => a.id);
  const [income, expense, cash] = await Promise.all([
    idsOf('income'),
    idsOf('expense'),
    idsOf('cash'),
  ]);
  const starts = periodStarts(granularity, today, range);
  const from = starts[0]!;
  const end =
    granularity === 'monthly'
      ? monthStart(today)
      : granularity === 'weekly'
        ? weekStart(today)
        : today;
  const to = addDays(end, -1);
  const size = starts.length;
  const revenue = new Array<number>(size).fill(0);
  const expenses = new Array<number>(size).fill(0);
  const cashChange = new Array<number>(size).fill(0);
  const incomeIds = new Set(income);
  const expenseIds = new Set(expense);
  const cashIds = new Set(cash);

  const monthly = async (ids: string[], fromDay: string, toDay: string) =>
    ids.length === 0
      ? new Map<string, number>()
      : new Map(
          (
            await ledger.totals(companyId, {
              by: 'month',
              from: fromDay,
              to: toDay,
              accountIds: ids,
            })
          ).rows.map((row) => [row.key, row.debit - row.credit] as const),
        );
  const yearAgo = monthStart(today, -12);
  const [opening, lastYearExpenses] = await Promise.all([
    ledger.balances(companyId, { asOf: addDays(from, -1) }),
    monthly(expense, yearAgo, addDays(monthStart(today), -1)),
  ]);
  if (granularity === 'monthly') {
    const [inc, exp, csh] = await Promise.all([
      monthly(income, from, to),
      monthly(expense, from, to),
      monthly(cash, from, to),
    ]);
    starts.forEach((start, i) => {
      const key = start.slice(0, 7);
      revenue[i] = -(inc.get(key) ?? 0);
      expenses[i] = exp.get(key) ?? 0;
      cashChange[i] = csh.get(key) ?? 0;
    });
  } else {
    for (const entry of await ledger.entries(companyId, { from, to })) {
      const i = periodIndex(starts, end, entry.date);
      if (i < 0) continue;
      for (const line of entry.lines) {
        const net = line.debit - line.credit;
        if (incomeIds.has(line.accountId)) revenue[i]! -= net;
        if (expenseIds.has(line.accountId)) expenses[i]! += net;
        if (cashIds.has(line.accountId)) cashChange[i]! += net;
      }
    }
  }
  let openingCash = opening.accounts
    .filter((a) => cashIds.has(a.accountId))
    .reduce((sum, a) => sum + a.balance, 0);
  const first = starts.findIndex(
    (_, i) => revenue[i] !== 0 || expenses[i] !== 0 || cashChange[i] !== 0,
  );
  // Books that begin inside the range open with their opening balances (and usually part of a
  // period): that first period is not the business's flow, so it is left out too.
  const beganInRange = opening.accounts.every((a) => a.balance === 0);
  const keep = first < 0 ? size : Math.min(size, first + (beganInRange ? 1 : 0));
  for (let i = 0; i < keep; i += 1) openingCash += cashChange[i]!;
  const cut = <T>(values: T[]) => values.slice(keep);
  const kept = { revenue: cut(revenue), expenses: cut(expenses), cashChange: cut(cashChange) };
  const expenseMonths = [...lastYearExpenses.values()];
  return {
    granularity,
    periods: cut(starts).map((s) => labelOf(granularity, s)),
    ...kept,
    netIncome: kept.revenue.map((r, i) => r - kept.expenses[i]!),
    closingCash: kept.cashChange.reduce((sum, c) => sum + c, openingCash),
    monthlyExpenses:
      expenseMonths.length === 0
        ? 0
        : Math.round(expenseMonths.reduce((s, v) => s + v, 0) / expenseMonths.length),
    ahead: (count) => periodsAhead(granularity, today, count),
  };
}
