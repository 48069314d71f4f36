import type { Cents } from '@keel/core/domain';
import { pct, text, usd } from '../arithmetic/formatting';
import { wagesUnderBase, yearToDateTax, type Rate } from '../arithmetic/rate';
import type { FutaTables } from '../years/taxYearTables';
import type { TaxLine } from '../taxLine';

export interface FutaSettings {
  readonly rate: Rate;
  readonly wageBase: Cents;
  /** How the net rate is made up, for the explanation. */
  readonly description: string;
}

export interface FutaTax extends TaxLine {
  readonly taxableWages: Cents;
}

/** The FUTA rate after the state credit (6.0% − 5.4%), plus the state's credit reduction if any. */
export function futaSettings(futa: FutaTables, stateCode: string): FutaSettings {
  const reduction = futa.creditReductions[stateCode] ?? 0;
  const rate = futa.grossRate - futa.maximumCredit + reduction;
  let description = `${pct(futa.grossRate)} less the ${pct(futa.maximumCredit)} state credit`;
  if (reduction) description += ` plus the ${stateCode} credit reduction ${pct(reduction)}`;
  if (futa.creditReductionNote) description += `; ${futa.creditReductionNote}`;
  return { rate, wageBase: futa.wageBase, description };
}

/** Employer FUTA on this run's wages up to the annual wage base per employee. */
export function futaTax(wages: Cents, ytdFutaWages: Cents, settings: FutaSettings): FutaTax {
  const taxableWages = wagesUnderBase(ytdFutaWages, wages, settings.wageBase);
  const amount = yearToDateTax(
    Math.min(ytdFutaWages, settings.wageBase),
    taxableWages,
    settings.rate,
  );
  return {
    amount,
    taxableWages,
    explanation: text`FUTA (employer): ${pct(settings.rate)} of ${usd(taxableWages)} = ${usd(amount)}; first ${usd(settings.wageBase)} a year per employee (${usd(ytdFutaWages)} taxed before this run); ${settings.description}`,
  };
}
