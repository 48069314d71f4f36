// Calendar arithmetic on YYYY-MM-DD days (UTC, no time of day): the models' periods.

const DAY_MS = 86_400_000;

const time = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day moved by whole days. */
export function addDays(day: string, days: number): string {
  return dayOf(time(day) + days * DAY_MS);
}

/** The first day of the month `months` after the month of `day`. */
export function monthStart(day: string, months = 0): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return dayOf(Date.UTC(y, m - 1 + months, 1));
}

/** The Monday of the week of `day`. */
export function weekStart(day: string): string {
  const weekday = (new Date(time(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Whole days from one day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((time(to) - time(from)) / DAY_MS);
}

/** The month's name and year: 'March 2027'. */
export function monthName(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
