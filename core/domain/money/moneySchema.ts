import { z } from 'zod';
import { MoneyError } from './cents';
import { parseMoney } from './parseMoney';

/** Money in a request: a number of dollars or a decimal string, parsed to exact cents. */
export const moneySchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  try {
    return parseMoney(value);
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message: error instanceof MoneyError ? error.message : 'Invalid amount',
    });
    return z.NEVER;
  }
});
