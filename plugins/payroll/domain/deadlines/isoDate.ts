/** Calendar-date helpers on ISO 'YYYY-MM-DD' strings; all math is in UTC. */

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC midnight of an ISO date; a RangeError for text that is not a real calendar date. */
export function toUtcDate(iso: string): Date {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!ISO_DATE.test(iso) || Number.isNaN(date.getTime()) || toIso(date) !== iso) {
    throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  }
  return date;
}

/** The ISO date of a UTC instant. */
export function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The ISO date of a year, month (1-12) and day; days past the month's end roll over. */
export function isoOf(year: number, month: number, day: number): string {
  return toIso(new Date(Date.UTC(year, month - 1, day)));
}

/** The date `days` calendar days after (or before, when negative) `iso`. */
export function addDays(iso: string, days: number): string {
  return toIso(new Date(toUtcDate(iso).getTime() + days * DAY_MS));
}

/** Day of the week, 0 = Sunday ... 6 = Saturday. */
export function weekday(iso: string): number {
  return toUtcDate(iso).getUTCDay();
}

/** The calendar year of an ISO date. */
export function yearOf(iso: string): number {
  return toUtcDate(iso).getUTCFullYear();
}

/** The month (1-12) of an ISO date. */
export function monthOf(iso: string): number {
  return toUtcDate(iso).getUTCMonth() + 1;
}

/** The last day of a month (1-12; 13 is January of the next year). */
export function lastDayOfMonth(year: number, month: number): string {
  return isoOf(year, month + 1, 0);
}
