import { RATE_SCALE } from '../arithmetic/rate';
import type { RateSchedule } from '../federal/rateSchedule';

/**
 * Largest gap, in cents, between each row's printed base and the one the previous row implies:
 * re-deriving every tentative amount from the row before catches a mistyped figure.
 */
export function largestGap(
  floors: readonly number[],
  bases: readonly number[],
  rates: readonly number[],
): number {
  let gap = 0;
  for (let i = 1; i < floors.length; i++) {
    const implied =
      (bases[i - 1] ?? 0) +
      ((rates[i - 1] ?? 0) * ((floors[i] ?? 0) - (floors[i - 1] ?? 0))) / RATE_SCALE;
    gap = Math.max(gap, Math.abs(implied - (bases[i] ?? 0)));
  }
  return gap;
}

/** `largestGap` of a Pub 15-T rate schedule. */
export const scheduleGap = (schedule: RateSchedule) =>
  largestGap(
    schedule.map((row) => row.over),
    schedule.map((row) => row.base),
    schedule.map((row) => row.rate),
  );
