import { z } from 'zod';

/** An amount of money as an integer number of US cents. */
export type Cents = number;

/** A whole, safe integer number of cents (any sign). */
export const centsSchema = z
  .number()
  .int('Amount must be a whole number of cents')
  .refine(Number.isSafeInteger, 'Amount is too large');

/** Thrown when text or a number is not an exact amount of money. */
export class MoneyError extends Error {
  override readonly name = 'MoneyError';
}
