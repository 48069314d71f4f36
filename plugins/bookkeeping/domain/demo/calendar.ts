/** One calendar month of the demo's history. */
export interface DemoMonth {
  /** 0 for the first month of the history. */
  index: number;
  year: number;
  /** 1-12. */
  month: number;
  /** The first and last day, YYYY-MM-DD. */
  first: string;
  last: string;
}

const DAY_MS = 86_400_000;

function toTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function fromTime(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The date as YYYY-MM-DD. */
export function isoDay(year: number, month: number, day: number): string {
  return fromTime(Date.UTC(year, month - 1, day));
}

/** The number of days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A date moved by whole days. */
export function addDays(date: string, days: number): string {
  return fromTime(toTime(date) + days * DAY_MS);
}

/** A date moved by whole months, the day clamped to the month's length (Mar 31 - 1 = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const y = target.getUTCFullYear();
  const m = target.getUTCMonth() + 1;
  return isoDay(y, m, Math.min(day, daysInMonth(y, m)));
}

/** Days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** Whether a date falls on a Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  const day = new Date(toTime(date)).getUTCDay();
  return day === 0 || day === 6;
}

/** The date, or the Friday before it when it falls on a weekend (pay dates move earlier). */
export function businessDayOnOrBefore(date: string): string {
  let day = date;
  while (isWeekend(day)) day = addDays(day, -1);
  return day;
}

/** The date, or the Monday after it when it falls on a weekend (debits post later). */
export function businessDayOnOrAfter(date: string): string {
  let day = date;
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
}

/** A month's day clamped to its length (day 31 of April is April 30). */
export function dayIn(month: DemoMonth, day: number): string {
  return isoDay(month.year, month.month, Math.min(day, daysInMonth(month.year, month.month)));
}

/** The 24 full months before `today` and the current month, oldest first. */
export function demoMonths(today: string): DemoMonth[] {
  const months: DemoMonth[] = [];
  for (let index = 0; index <= 24; index += 1) {
    const first = addMonths(`${today.slice(0, 7)}-01`, index - 24);
    const year = Number(first.slice(0, 4));
    const month = Number(first.slice(5, 7));
    months.push({ index, year, month, first, last: isoDay(year, month, daysInMonth(year, month)) });
  }
  return months;
}
