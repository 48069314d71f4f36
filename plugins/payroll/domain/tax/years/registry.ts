import type { TaxYearTables } from './taxYearTables';
import { year2025 } from './2025';
import { year2026 } from './2026';

/**
 * The tax years Keel has figures for, one folder each (README, "Adding a tax year"). A pay date
 * in any other year is refused: never computed with another year's figures.
 */
const TAX_YEARS: readonly TaxYearTables[] = [year2025, year2026];

const BY_YEAR: ReadonlyMap<number, TaxYearTables> = new Map(TAX_YEARS.map((t) => [t.year, t]));

/** The tax years Keel has tables for, oldest first. */
export const SUPPORTED_TAX_YEARS: readonly number[] = [...BY_YEAR.keys()].sort((a, b) => a - b);

/** Thrown for a tax year Keel has no tables for; its message is the one people see. */
export class UnknownTaxYearError extends Error {
  override readonly name = 'UnknownTaxYearError';
  constructor(readonly taxYear: number) {
    super(`${taxYear} withholding tables are not in this version yet`);
  }
}

/** Every figure of a tax year; throws `UnknownTaxYearError` for a year without its folder. */
export function taxYearTables(taxYear: number): TaxYearTables {
  const tables = BY_YEAR.get(taxYear);
  if (!tables) throw new UnknownTaxYearError(taxYear);
  return tables;
}
