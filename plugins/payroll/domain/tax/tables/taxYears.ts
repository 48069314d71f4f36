import type { TaxYearTables } from './taxYearTables';
import { year2025 } from './year2025';
import { year2026 } from './year2026';

const TAX_YEARS: Readonly<Record<number, TaxYearTables>> = { 2025: year2025, 2026: year2026 };

/** The tax years Keel has tables for, oldest first. */
export const SUPPORTED_TAX_YEARS: readonly number[] = Object.keys(TAX_YEARS)
  .map(Number)
  .sort((a, b) => a - b);

/** Thrown for a tax year Keel has no tables for. */
export class UnknownTaxYearError extends Error {
  override readonly name = 'UnknownTaxYearError';
  constructor(readonly taxYear: number) {
    super(
      `Keel has no payroll tax tables for tax year ${taxYear} (available: ${SUPPORTED_TAX_YEARS.join(', ')})`,
    );
  }
}

/** The federal and unemployment tables of a tax year; throws `UnknownTaxYearError` for others. */
export function taxYearTables(taxYear: number): TaxYearTables {
  const tables = TAX_YEARS[taxYear];
  if (!tables) throw new UnknownTaxYearError(taxYear);
  return tables;
}
