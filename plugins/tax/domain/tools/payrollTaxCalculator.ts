import { parseMoney } from '@keel/core/domain';
import { atRate } from '../estimate/rates';
import type { TaxYearFigures } from '../figures/taxFigures';

/** The spec's SUTA rate for the calculator (spec 001 section 9): 5.4%, in basis points. */
export const CALCULATOR_SUTA_RATE = 540;

/** One line of the payroll tax calculator. */
export interface PayrollTaxLine {
  label: string;
  rate: number;
  taxableCents: number;
  taxCents: number;
}

/** The calculator's answer: each tax, the total, and the employee's net (gross less SS and Medicare). */
export interface PayrollTaxResult {
  lines: PayrollTaxLine[];
  totalCents: number;
  netPayCents: number;
}

const cents = (text: string) => {
  try {
    return Math.max(0, parseMoney(text));
  } catch {
    return 0;
  }
};

/**
 * The spec's payroll tax calculator (Social Security 6.2%, Medicare 1.45%, FUTA 0.6%, SUTA 5.4%;
 * total = the four; net pay = gross less Social Security and Medicare), with the year's real wage
 * bases: Social Security only up to its wage base and FUTA only on the first $7,000, counting the
 * employee's wages earlier in the year. SUTA's wage base differs by state and is not applied.
 */
export function payrollTaxes(
  figures: TaxYearFigures,
  grossText: string,
  earlierWagesText: string,
): PayrollTaxResult {
  const gross = cents(grossText);
  const earlier = cents(earlierWagesText);
  const underBase = (base: number) => Math.max(0, Math.min(gross, base - earlier));
  const line = (label: string, rate: number, taxable: number): PayrollTaxLine => ({
    label,
    rate,
    taxableCents: taxable,
    taxCents: atRate(taxable, rate),
  });
  const lines = [
    line(
      'Social Security',
      figures.socialSecurity.rateEachSide,
      underBase(figures.socialSecurity.wageBase),
    ),
    line('Medicare', figures.medicare.rateEachSide, gross),
    line('FUTA', figures.futa.netRate, underBase(figures.futa.wageBase)),
    line('SUTA', CALCULATOR_SUTA_RATE, gross),
  ];
  const [socialSecurity, medicare] = lines;
  return {
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.taxCents, 0),
    netPayCents: gross - (socialSecurity?.taxCents ?? 0) - (medicare?.taxCents ?? 0),
  };
}
