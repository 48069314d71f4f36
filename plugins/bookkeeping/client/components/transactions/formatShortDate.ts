const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A books date (YYYY-MM-DD) as the screen shows it: '2026-11-21' -> 'Nov 21, 2026'. */
export function formatShortDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  // Read as UTC midnight so no time zone moves the day.
  return shortDate.format(Date.UTC(year, month - 1, day));
}

/** The local calendar date of an ISO timestamp, as YYYY-MM-DD (what "today" means to the person). */
export function localIsoDate(timestamp: string): string {
  const at = new Date(timestamp);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
