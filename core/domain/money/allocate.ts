import { MoneyError, type Cents } from './cents';

/**
 * Splits `total` cents in proportion to non-negative integer `weights` without losing a cent:
 * each share is rounded down and the leftover cents go to the largest remainders (earliest first).
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  if (!Number.isSafeInteger(total)) throw new MoneyError(`Total ${total} is not whole cents`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new MoneyError('Weights must be non-negative whole numbers');
  }
  // BigInt: total * weight can pass 2^53 long before either does.
  const sum = weights.reduce((acc, w) => acc + BigInt(w), 0n);
  if (sum === 0n) throw new MoneyError('At least one weight must be positive');
  const magnitude = BigInt(Math.abs(total));
  const shares = weights.map((w) => (magnitude * BigInt(w)) / sum);
  const remainders = weights.map((w, index) => ({ index, rest: (magnitude * BigInt(w)) % sum }));
  let left = magnitude - shares.reduce((acc, s) => acc + s, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map((s) => (total < 0 && s !== 0n ? -Number(s) : Number(s)));
}
