import type { Cents } from './cents';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Exact decimal text of cents, e.g. -123456 -> "-1234.56" (no grouping, no symbol). */
export function centsToDecimal(cents: Cents): `${number}` {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const sign = cents < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/** Cents as US dollars for display, e.g. 123456 -> "$1,234.56", -1200 -> "-$12.00". */
export function formatUSD(cents: Cents): string {
  // A decimal string is formatted exactly, with no trip through a binary fraction.
  return usd.format(centsToDecimal(cents));
}

/** Cents as a number of dollars with two decimals, for API answers (1210 -> 12.1). */
export function centsToDollars(cents: Cents): number {
  return Number(centsToDecimal(cents));
}
