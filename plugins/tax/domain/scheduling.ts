import type { Frequency } from './schema';

const months: Record<Exclude<Frequency, 'one-time'>, number> = {
  monthly: 1,
  quarterly: 3,
  annually: 12,
};

/**
 * The date after `date` a repeating payment falls on: the same day one month, quarter or year
 * later, or the month's last day when it has no such day (31 January, monthly: 28 February).
 * Null for a one-time payment.
 */
export function nextDateOf(date: string, frequency: Frequency): string | null {
  if (frequency === 'one-time') return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = m - 1 + months[frequency];
  const year = y + Math.floor(target / 12);
  const month = target % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
