const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The day of a date or ISO time as the spec shows dates: '2026-11-09' -> 'Nov 9, 2026'. */
export function formatShortDate(dateOrTime: string): string {
  const [year, month, day] = dateOrTime.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return dateOrTime;
  return shortDate.format(Date.UTC(year, month - 1, day));
}
