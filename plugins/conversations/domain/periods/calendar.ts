/** Calendar arithmetic on YYYY-MM-DD dates, in UTC so no time zone moves a day. */

import { monthName } from '@keel/core/domain';

/** The month's name, 1 = January. */
export { monthName };

/** A date's year, month (1-12) and day. */
export function partsOf(date: string): { year: number; month: number; day: number } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

/** YYYY-MM-DD of a year, month (1-12, may overflow either way) and day (0 is the last of the month before). */
export function isoDate(year: number, month: number, day: number): string {
  const at = new Date(Date.UTC(year, month - 1, day));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(at.getUTCFullYear()).padStart(4, '0')}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** The first day of the month `date` is in, moved by `months`. */
export function monthStart(date: string, months = 0): string {
  const { year, month } = partsOf(date);
  return isoDate(year, month + months, 1);
}

/** The last day of the month `date` is in, moved by `months`. */
export function monthEnd(date: string, months = 0): string {
  const { year, month } = partsOf(date);
  return isoDate(year, month + months + 1, 0);
}

/** `date` moved by a number of days. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = partsOf(date);
  return isoDate(year, month, day + days);
}

/** Days from `from` to `to`, both included. */
export function daysIn(from: string, to: string): number {
  const ms = (d: string) => {
    const { year, month, day } = partsOf(d);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((ms(to) - ms(from)) / 86_400_000) + 1;
}

/** The quarter (1-4) of a date. */
export function quarterOf(date: string): number {
  return Math.ceil(partsOf(date).month / 3);
}

/** "Mar 5, 2026". */
export function shortDate(date: string): string {
  const { year, month, day } = partsOf(date);
  return `${monthName(month).slice(0, 3)} ${day}, ${year}`;
}

/** Whether `from`..`to` is one whole calendar month. */
export function isWholeMonth(from: string, to: string): boolean {
  return from === monthStart(from) && to === monthEnd(from);
}
