import { formatUSD, type Cents } from '@keel/core/domain';

/** Cents as dollars in a sentence: "$1,234.56", a negative amount "-$12.00". */
export const usd = (cents: Cents): string => formatUSD(cents);

/** A change as a percentage of `base` with one decimal ("+12.5%"), or null when base is 0. */
export function percentChange(now: Cents, base: Cents): string | null {
  if (base === 0) return null;
  const pct = ((now - base) / Math.abs(base)) * 100;
  const text = `${Math.abs(pct).toFixed(1)}%`;
  return pct >= 0 ? `+${text}` : `-${text}`;
}

/** "3 accounts", "1 account". */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? noun : plural}`;
}
