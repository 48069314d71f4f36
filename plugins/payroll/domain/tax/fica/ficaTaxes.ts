import type { Cents } from '@keel/core/domain';
import { pct, text, usd } from '../arithmetic/formatting';
import { wagesUnderBase, yearToDateTax } from '../arithmetic/rate';
import type { FicaTables } from '../years/taxYearTables';
import type { TaxLine } from '../taxLine';

export interface SocialSecurityTax extends TaxLine {
  /** Wages taxed this run (never past the annual wage base). */
  readonly taxableWages: Cents;
}

/**
 * Social Security on this run's wages up to the annual wage base, given the Social Security wages
 * already taxed this year. Employee and employer owe the same amount.
 */
export function socialSecurityTax(
  wages: Cents,
  ytdSocialSecurityWages: Cents,
  fica: FicaTables,
): SocialSecurityTax {
  const base = fica.socialSecurityWageBase;
  const taxableWages = wagesUnderBase(ytdSocialSecurityWages, wages, base);
  const amount = yearToDateTax(
    Math.min(ytdSocialSecurityWages, base),
    taxableWages,
    fica.socialSecurityRate,
  );
  const limit =
    taxableWages < wages
      ? `the ${usd(base)} wage base is reached (${usd(ytdSocialSecurityWages)} taxed before this run)`
      : `under the ${usd(base)} wage base`;
  return {
    amount,
    taxableWages,
    explanation: text`Social Security: ${pct(fica.socialSecurityRate)} of ${usd(taxableWages)} = ${usd(amount)}; ${limit}`,
  };
}

/** Medicare (no wage cap) on this run's wages; employee and employer owe the same amount. */
export function medicareTax(wages: Cents, ytdMedicareWages: Cents, fica: FicaTables): TaxLine {
  const amount = yearToDateTax(ytdMedicareWages, wages, fica.medicareRate);
  return {
    amount,
    explanation: text`Medicare: ${pct(fica.medicareRate)} of ${usd(wages)} = ${usd(amount)} (no wage cap)`,
  };
}

/**
 * Employee-only Additional Medicare Tax: withheld on the wages this employer pays above the
 * threshold in the calendar year, from the run that crosses it, whatever the filing status.
 */
export function additionalMedicareTax(
  wages: Cents,
  ytdMedicareWages: Cents,
  fica: FicaTables,
): TaxLine {
  const threshold = fica.additionalMedicareThreshold;
  const excessBefore = Math.max(0, ytdMedicareWages - threshold);
  const excessNow = Math.max(0, ytdMedicareWages + wages - threshold) - excessBefore;
  if (excessNow === 0) {
    return {
      amount: 0,
      explanation: text`Additional Medicare Tax: none; year-to-date Medicare wages ${usd(ytdMedicareWages + wages)} do not exceed ${usd(threshold)}`,
    };
  }
  const amount = yearToDateTax(excessBefore, excessNow, fica.additionalMedicareRate);
  return {
    amount,
    explanation: text`Additional Medicare Tax: ${pct(fica.additionalMedicareRate)} of ${usd(excessNow)} paid above ${usd(threshold)} this year = ${usd(amount)} (employee only)`,
  };
}
