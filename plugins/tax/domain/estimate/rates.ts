import type { BasisPoints, Bracket } from '../figures/taxFigures';

/** `cents` at a rate in basis points, rounded half away from zero to the cent. */
export function atRate(cents: number, rate: BasisPoints): number {
  const product = cents * rate;
  return Math.sign(product) * Math.round(Math.abs(product) / 10_000);
}

/** The tax on `taxable` cents under progressive brackets, to the cent. */
export function bracketTax(taxable: number, brackets: readonly Bracket[]): number {
  let tax = 0;
  for (const [i, bracket] of brackets.entries()) {
    const next = brackets[i + 1]?.from ?? Infinity;
    if (taxable <= bracket.from) break;
    tax += atRate(Math.min(taxable, next) - bracket.from, bracket.rate);
  }
  return tax;
}

/** The rate of the bracket `taxable` falls in (its marginal rate). */
export function bracketRate(taxable: number, brackets: readonly Bracket[]): BasisPoints {
  let rate = brackets[0]?.rate ?? 0;
  for (const bracket of brackets) if (taxable > bracket.from) rate = bracket.rate;
  return rate;
}

/** Basis points as a percentage for display, e.g. 2150 -> "21.5%". */
export function percentText(rate: BasisPoints): string {
  return `${Number((rate / 100).toFixed(2))}%`;
}
