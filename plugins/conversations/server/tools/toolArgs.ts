import { z } from 'zod';
import { isoDateSchema } from '@keel/core/domain';

/** The fields of a range of days, both included (check them with `fromNotAfterTo`). */
export const rangeShape = {
  from: isoDateSchema.describe('First day, YYYY-MM-DD'),
  to: isoDateSchema.describe('Last day, YYYY-MM-DD'),
};

/** The refinement every range takes: from on or before to, named on `from`. */
export const fromNotAfterTo: [
  (a: { from: string; to: string }) => boolean,
  { path: string[]; message: string },
] = [(a) => a.from <= a.to, { path: ['from'], message: 'From must be on or before to' }];

/** A range of days, both included. */
export const rangeArgs = z.object(rangeShape).refine(...fromNotAfterTo);

/** A day whose end a balance is taken at. */
export const asOfArgs = z.object({
  asOf: isoDateSchema.describe('The day whose end the balances are taken at, YYYY-MM-DD'),
});
