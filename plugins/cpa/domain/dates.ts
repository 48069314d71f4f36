/** Calendar arithmetic on YYYY-MM-DD dates (no time of day, no time zone). */

function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return toIso(next);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** The last day of the month before `date`'s month: the end of the latest period to close. */
export function previousMonthEnd(date: string): string {
  return addDays(`${date.slice(0, 7)}-01`, -1);
}

/** The first day of the trailing twelve months that end on `date` (`date` a year back, plus one day). */
export function trailingYearStart(date: string): string {
  const year = Number(date.slice(0, 4)) - 1;
  const sameDayLastYear = `${year}${date.slice(4)}`;
  // 29 February has no day a year back: the year starts on 1 March.
  return date.slice(5) === '02-29' ? `${year}-03-01` : addDays(sameDayLastYear, 1);
}

const shortDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD date as the spec shows dates: short month, day, year ('Dec 2, 2026'). */
export function shortDate(date: string): string {
  return shortDateFormat.format(toUtc(date.slice(0, 10)));
}
