/** The first check number when a company has printed none (spec 000 section 9). */
export const FIRST_CHECK_NUMBER = 1000;

/** `count` consecutive check numbers from `start` (spec 000 §9: from 1000, rising by 1). */
export function checkNumbers(count: number, start: number = FIRST_CHECK_NUMBER): number[] {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError('count must be a whole number ≥ 0');
  if (!Number.isSafeInteger(start) || start < 1 || !Number.isSafeInteger(start + count)) {
    throw new RangeError('start must be a whole number ≥ 1');
  }
  return Array.from({ length: count }, (_, i) => start + i);
}

/**
 * The `count` lowest check numbers from 1000 that `used` does not hold, rising: a number freed by
 * a discarded run that never printed its check is given again, so the register has no gap.
 */
export function freeCheckNumbers(count: number, used: ReadonlySet<number>): number[] {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError('count must be a whole number ≥ 0');
  const free: number[] = [];
  for (let number = FIRST_CHECK_NUMBER; free.length < count; number += 1)
    if (!used.has(number)) free.push(number);
  return free;
}
