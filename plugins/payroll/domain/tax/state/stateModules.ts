import type { StateCode } from '../schemas/stateCode';
import { SUPPORTED_TAX_YEARS, taxYearTables } from '../years/registry';
import { specEstimate } from './specEstimate';
import type { StateModule } from './stateTypes';

/** Whether Keel has the state's exact method for the year (false for a year without tables). */
export function hasExactStateModule(state: StateCode, taxYear: number): boolean {
  return (
    SUPPORTED_TAX_YEARS.includes(taxYear) && taxYearTables(taxYear).states[state] !== undefined
  );
}

/**
 * The state's exact module for the year, else the labelled flat-rate estimate. Throws
 * `UnknownTaxYearError` for a year Keel has no tables for.
 */
export function stateModuleFor(state: StateCode, taxYear: number): StateModule {
  const exact = taxYearTables(taxYear).states[state];
  if (exact) return exact;
  const exactInAnotherYear = SUPPORTED_TAX_YEARS.some((year) => taxYearTables(year).states[state]);
  return specEstimate(state, taxYear, exactInAnotherYear);
}
