import { z } from 'zod';
import { isoDateSchema } from '@keel/core/domain';
import {
  addDays,
  daysIn,
  isoDate,
  isWholeMonth,
  monthEnd,
  monthName,
  monthStart,
  partsOf,
  quarterOf,
  shortDate,
} from './calendar';

/** A range of days, both ends included, and how a person would name it. */
export const periodSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  label: z.string(),
});
/** A range of days with its name ("October 2026", "Q3 2026", "Jan 1 – Nov 25, 2026"). */
export type Period = z.output<typeof periodSchema>;

/** The name of a range: a month, a quarter or a year by name, else its two dates. */
export function periodLabel(from: string, to: string): string {
  const start = partsOf(from);
  if (isWholeMonth(from, to)) return `${monthName(start.month)} ${start.year}`;
  const quarterStart = monthStart(from) === from && (start.month - 1) % 3 === 0;
  if (quarterStart && to === monthEnd(from, 2)) return `Q${quarterOf(from)} ${start.year}`;
  if (from === `${start.year}-01-01` && to === `${start.year}-12-31`) return String(start.year);
  if (from === to) return shortDate(from);
  return `${shortDate(from)} – ${shortDate(to)}`;
}

/** A period from its dates, named by periodLabel. */
export function period(from: string, to: string): Period {
  return { from, to, label: periodLabel(from, to) };
}

/** A named period ("year to date"), its dates in the name. */
export function namedPeriod(from: string, to: string, name: string): Period {
  return { from, to, label: `${name} (${periodLabel(from, to)})` };
}

/** The month of `date`, moved by `months`. */
export function monthPeriod(date: string, months = 0): Period {
  return period(monthStart(date, months), monthEnd(date, months));
}

/** The quarter of `date`, moved by `quarters`. */
export function quarterPeriod(date: string, quarters = 0): Period {
  const { year } = partsOf(date);
  const firstMonth = (quarterOf(date) - 1) * 3 + 1 + quarters * 3;
  const start = isoDate(year, firstMonth, 1);
  return period(start, monthEnd(start, 2));
}

/** A calendar year. */
export function yearPeriod(year: number): Period {
  return period(`${year}-01-01`, `${year}-12-31`);
}

/**
 * The period just before `p`: the month, quarter or year before a whole one, else the same number
 * of days just before it.
 */
export function periodBefore(p: Period): Period {
  const { year, month } = partsOf(p.from);
  if (isWholeMonth(p.from, p.to)) return monthPeriod(p.from, -1);
  if (p.from === `${year}-01-01` && p.to === `${year}-12-31`) return yearPeriod(year - 1);
  if ((month - 1) % 3 === 0 && p.from === monthStart(p.from) && p.to === monthEnd(p.from, 2))
    return quarterPeriod(p.from, -1);
  const days = daysIn(p.from, p.to);
  return period(addDays(p.from, -days), addDays(p.from, -1));
}

/** The same dates a year earlier. */
export function periodYearBefore(p: Period): Period {
  const shift = (d: string) => {
    const { year, month, day } = partsOf(d);
    const lastDay = partsOf(monthEnd(isoDate(year - 1, month, 1))).day;
    // Feb 29 goes to Feb 28.
    return isoDate(year - 1, month, Math.min(day, lastDay));
  };
  return period(shift(p.from), shift(p.to));
}
