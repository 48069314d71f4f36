import type { Cents } from '@keel/core/domain';
import { pct, text, usd } from '../arithmetic/formatting';
import { percent, wagesUnderBase, yearToDateTax, type Rate } from '../arithmetic/rate';
import type { CompanyTax } from '../schemas/paycheckInput';
import { STATE_NAMES } from '../schemas/stateCode';
import type { TaxYearTables } from '../years/taxYearTables';
import type { TaxLine } from '../taxLine';

export interface SutaSettings {
  readonly rate: Rate | undefined;
  readonly wageBase: Cents | undefined;
  readonly stateName: string;
  /** Where the rate comes from, for the explanation. */
  readonly source: string;
}

export interface SutaTax extends TaxLine {
  readonly taxableWages: Cents;
  /** False when Keel lacks the rate or wage base, so the amount (0) is not the real liability. */
  readonly exact: boolean;
}

/** The company's own SUTA rate and wage base, else the state's new-employer figures (§5). */
export function sutaSettings(company: CompanyTax, tables: TaxYearTables): SutaSettings {
  const fallback = tables.sutaDefaults[company.state];
  const ownRate = company.sutaRatePercent;
  const ownBase = company.sutaWageBase;
  const rate = ownRate === undefined ? fallback?.rate : percent(ownRate);
  const wageBase = ownBase ?? fallback?.wageBase;
  const source = ownRate === undefined ? (fallback?.description ?? '') : "company's assigned rate";
  return { rate, wageBase, stateName: STATE_NAMES[company.state], source };
}

/** Employer state unemployment tax on this run's wages up to the state's wage base. */
export function sutaTax(wages: Cents, ytdSutaWages: Cents, settings: SutaSettings): SutaTax {
  const { rate, wageBase } = settings;
  if (rate === undefined || wageBase === undefined) {
    const missing = [rate === undefined && 'rate', wageBase === undefined && 'wage base']
      .filter(Boolean)
      .join(' and ');
    return {
      amount: 0,
      taxableWages: 0,
      exact: false,
      explanation: text`State unemployment (employer): not computed; Keel has no ${settings.stateName} SUTA ${missing}; enter the company's own`,
    };
  }
  const taxableWages = wagesUnderBase(ytdSutaWages, wages, wageBase);
  const amount = yearToDateTax(Math.min(ytdSutaWages, wageBase), taxableWages, rate);
  return {
    amount,
    taxableWages,
    exact: true,
    explanation: text`State unemployment (employer): ${pct(rate)} of ${usd(taxableWages)} = ${usd(amount)}; first ${usd(wageBase)} a year per employee (${usd(ytdSutaWages)} taxed before this run); ${settings.stateName} ${settings.source}`,
  };
}
