import type { Cents } from '@keel/core/domain';
import { daysBetween } from './reportDates';

/** A posting to a receivable or payable account, signed on its normal side (+ adds to what is owed). */
export interface AgingPosting {
  date: string;
  amount: Cents;
}

/** An open balance split by age (0-30, 31-60 and over 60 days); the buckets sum to `total`. */
export interface Aging {
  asOf: string;
  current: Cents;
  days31to60: Cents;
  over60: Cents;
  total: Cents;
}

/**
 * Ages the open balance of some postings at a date, first in first out: each payment settles the
 * oldest amounts still owed, so what stays open is the newest. A payment beyond what is owed
 * stays open as a credit (a negative amount) that later charges use up first. Postings after
 * the date are left out.
 */
export function ageOpenBalance(postings: readonly AgingPosting[], asOf: string): Aging {
  const open: AgingPosting[] = [];
  const dated = postings
    .filter((posting) => posting.date <= asOf && posting.amount !== 0)
    .sort((a, b) => a.date.localeCompare(b.date));
  for (const posting of dated) {
    let rest = posting.amount;
    // Open items all share one sign; a posting of the other sign settles them oldest first.
    while (rest !== 0 && open.length > 0 && Math.sign(open[0]!.amount) !== Math.sign(rest)) {
      const oldest = open[0]!;
      const settled = Math.sign(rest) * Math.min(Math.abs(rest), Math.abs(oldest.amount));
      oldest.amount += settled;
      rest -= settled;
      if (oldest.amount === 0) open.shift();
    }
    if (rest !== 0) open.push({ date: posting.date, amount: rest });
  }
  const aging: Aging = { asOf, current: 0, days31to60: 0, over60: 0, total: 0 };
  for (const item of open) {
    const age = daysBetween(item.date, asOf);
    if (age <= 30) aging.current += item.amount;
    else if (age <= 60) aging.days31to60 += item.amount;
    else aging.over60 += item.amount;
    aging.total += item.amount;
  }
  return aging;
}
