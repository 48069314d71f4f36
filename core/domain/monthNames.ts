const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The English name of a month, 1 = January; months past December or before January wrap. */
export function monthName(month: number): string {
  return monthNames[(((month - 1) % 12) + 12) % 12] ?? '';
}
