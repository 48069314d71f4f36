/** Calendar-date helpers on ISO 'YYYY-MM-DD' strings; all arithmetic is in UTC. */

const DAY_MS = 86_400_000;

function utc(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/** The ISO date of a UTC instant. */
function isoOfMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The date `days` calendar days after (or before, when negative) `iso`. */
export function addDays(iso: string, days: number): string {
  return isoOfMs(utc(iso) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** The ISO date of a year, month (1-12) and day; days past the month's end roll over. */
export function isoOf(year: number, month: number, day: number): string {
  return isoOfMs(Date.UTC(year, month - 1, day));
}

/** The last day of the month before the one `iso` is in: the last month end. */
export function lastMonthEnd(iso: string): string {
  return isoOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), 0);
}

/** The last day of the month `months` months after the month of `iso` (0: its own month). */
export function monthEndAfter(iso: string, months: number): string {
  return isoOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) + months + 1, 0);
}

/** The calendar year of an ISO date. */
export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date as the screens show it (spec 001 section 9): short month, day, year ("Nov 25, 2026"). */
export function formatDate(iso: string): string {
  return shortDate.format(new Date(utc(iso.slice(0, 10))));
}
