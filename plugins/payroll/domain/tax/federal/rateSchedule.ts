import { parseMoney, type Cents } from '@keel/core/domain';
import { percent, type Rate } from '../arithmetic/rate';

/** One row of an annual withholding rate schedule: withhold `base` plus `rate` of the excess over `over`. */
export interface RateScheduleRow {
  readonly over: Cents;
  readonly base: Cents;
  readonly rate: Rate;
}

/** Rows in ascending `over`, the first over $0; each row runs up to the next row's `over`. */
export type RateSchedule = readonly RateScheduleRow[];

/** A schedule from rows written as in the tax file: [at least (dollars), tentative (dollars), percent]. */
export function rateSchedule(
  rows: readonly (readonly [overDollars: number, baseDollars: number, ratePercent: number])[],
): RateSchedule {
  return rows.map(([over, base, rate]) => ({
    over: parseMoney(over),
    base: parseMoney(base),
    rate: percent(rate),
  }));
}

/** The row whose range holds `amount` (at least its `over`, less than the next row's). */
export function rowFor(schedule: RateSchedule, amount: Cents): RateScheduleRow {
  let found = schedule[0];
  for (const row of schedule) {
    if (amount < row.over) break;
    found = row;
  }
  if (!found) throw new RangeError('A rate schedule needs at least one row');
  return found;
}
