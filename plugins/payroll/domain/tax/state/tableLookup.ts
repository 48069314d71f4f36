import type { Cents } from '@keel/core/domain';

/** Index of the bracket holding `amount`: the last floor at or below it (floors ascending from 0). */
export function bracketIndex(floors: readonly Cents[], amount: Cents): number {
  let index = 0;
  for (let i = 1; i < floors.length; i++) {
    if (amount < (floors[i] ?? 0)) break;
    index = i;
  }
  return index;
}

/**
 * The amount printed for `count` allowances in a table of 1…N allowances; above N it is the
 * one-allowance figure × count (EDD DE 44 Tables 2 and 4 footnote, us-payroll-2026.md §4.3).
 */
export function allowanceAmount(printed: readonly Cents[], count: number): Cents {
  if (count === 0) return 0;
  const listed = printed[count - 1];
  return listed ?? (printed[0] ?? 0) * count;
}
