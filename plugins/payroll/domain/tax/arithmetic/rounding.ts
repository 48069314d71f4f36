/**
 * `numerator ÷ denominator` rounded to the nearest integer, halves up, for a non-negative
 * numerator and a positive denominator (both safe integers). Integer arithmetic only, so the
 * result is exact where a float division could land on the wrong side of a half.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (numerator < 0) throw new RangeError(`Cannot round a negative amount (${numerator})`);
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** Cents rounded to whole dollars, halves up (still expressed in cents). */
export function roundCentsToDollar(cents: number): number {
  return divideRoundHalfUp(cents, 100) * 100;
}
