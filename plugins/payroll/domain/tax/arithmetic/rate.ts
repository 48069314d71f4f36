import { divideRoundHalfUp } from './rounding';

/**
 * A tax rate as a whole number of thousandths of a percent: 6.2% = 6200, 0.075% = 75.
 * Integer rates keep every tax product an exact integer.
 */
export type Rate = number;

/** Thousandths of a percent in one whole (100%). */
export const RATE_SCALE = 100_000;

/** The rate for a percentage written as in the tax tables, e.g. `percent(1.45)` = 1450. */
export function percent(value: number): Rate {
  const rate = Math.round(value * 1000);
  if (Math.abs(rate - value * 1000) > 1e-6 || rate < 0) {
    throw new RangeError(`${value}% is not a whole number of thousandths of a percent`);
  }
  return rate;
}

/** `cents × rate`, rounded to the cent, halves up. */
export function taxAtRate(cents: number, rate: Rate): number {
  return divideRoundHalfUp(cents * rate, RATE_SCALE);
}

/**
 * This run's share of a year-to-date percentage tax: the rounded tax on all taxable wages so far
 * including this run, minus the rounded tax on the wages before it. The year's total is then the
 * rate applied once to the year's taxable wages, rounded once (as Form W-2 boxes 3/4 expect),
 * and no run ever differs from `taxableNow × rate` by more than a cent.
 */
export function yearToDateTax(taxableBefore: number, taxableNow: number, rate: Rate): number {
  return taxAtRate(taxableBefore + taxableNow, rate) - taxAtRate(taxableBefore, rate);
}

/** The part of `wages` still under an annual wage base, given the wages already taxed this year. */
export function wagesUnderBase(wagesBefore: number, wages: number, wageBase: number): number {
  return Math.max(0, Math.min(wages, wageBase - wagesBefore));
}
