import type { DueDate, TaxYearFigures } from './taxFigures';
import { year2026 } from './year2026';

/** The tax years Keel has figures for. A year not listed is refused, never computed with another's. */
const taxYears: Readonly<Record<number, TaxYearFigures>> = { 2026: year2026 };

/** The figures of a tax year, or null when Keel does not have them. */
export function figuresFor(year: number): TaxYearFigures | null {
  return Object.hasOwn(taxYears, year) ? (taxYears[year] ?? null) : null;
}

/** The years with figures, oldest first. */
export const knownTaxYears: readonly number[] = Object.keys(taxYears).map(Number);

/** What the message says when a year's figures are missing. */
export function missingYearMessage(year: number): string {
  return `${year} tax figures are not in this version of Keel yet`;
}

/** The year-end filings of an earlier tax year that fall due in a year Keel has figures for. */
export interface YearEndFilings {
  taxYear: number;
  form941Q4: DueDate;
  form940: DueDate;
  formW2: string;
  form1099Nec: string;
}

/** Tax year 2025's year-end filings, due in 2026: shared/tax §3.2, "Tax year 2025 (filed 2026)". */
const yearEndFilings: Readonly<Record<number, YearEndFilings>> = {
  2025: {
    taxYear: 2025,
    form941Q4: { date: '2026-02-02', ifDepositedOnTime: '2026-02-10' },
    form940: { date: '2026-02-02', ifDepositedOnTime: '2026-02-10' },
    formW2: '2026-02-02',
    form1099Nec: '2026-02-02',
  },
};

/**
 * The year-end filings of `taxYear`: from the year's own figures when Keel has them, else the
 * dates recorded above; null when neither gives them.
 */
export function yearEndFilingsOf(taxYear: number): YearEndFilings | null {
  const figures = figuresFor(taxYear);
  if (figures)
    return {
      taxYear,
      form941Q4: figures.form941[3],
      form940: figures.form940,
      formW2: figures.formW2,
      form1099Nec: figures.form1099Nec,
    };
  return Object.hasOwn(yearEndFilings, taxYear) ? (yearEndFilings[taxYear] ?? null) : null;
}
