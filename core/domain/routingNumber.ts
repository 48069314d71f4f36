/** ABA weights for routing digits 1-9 (formats 1a, "Routing number check digit"). */
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** The ABA check digit (routing digit 9) for the first eight routing digits. */
export function routingCheckDigit(firstEight: string): number {
  if (!/^\d{8}$/.test(firstEight)) throw new RangeError('A routing prefix is 8 digits');
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(firstEight.charAt(i)) * WEIGHTS[i]!;
  return (10 - (sum % 10)) % 10;
}

/** Whether text is 9 digits whose last digit is the ABA 3-7-1 check digit of the first eight. */
export function isValidRoutingNumber(text: string): boolean {
  return /^\d{9}$/.test(text) && routingCheckDigit(text.slice(0, 8)) === Number(text.charAt(8));
}
