import { parseMoney } from '@keel/core/domain';

/**
 * The sales tax calculator's rates, as the specification gives them (spec 001 section 9, "Tax"),
 * in percent: combined city rates first, then state base rates, each found by a case-insensitive
 * match of its name in the address. They are the sketch's table, not a rate service: the notice
 * on screen says how few of the US's jurisdictions they cover.
 */
export const cityRates: readonly (readonly [name: string, percent: number])[] = [
  ['New York', 8],
  ['Los Angeles', 9.75],
  ['Chicago', 10.25],
  ['Seattle', 10.25],
  ['Houston', 8.25],
  ['Dallas', 8.25],
  ['Austin', 8.25],
  ['Miami', 7],
  ['Orlando', 7],
  ['Tampa', 7],
  ['Glendale', 9.2],
  ['Phoenix', 8.7],
  ['Scottsdale', 8.05],
  ['Tempe', 8.1],
  ['Mesa', 8.4],
  ['Chandler', 8.6],
  ['Tucson', 8.1],
];
export const stateRates: readonly (readonly [name: string, percent: number])[] = [
  ['California', 7.25],
  ['Texas', 6.25],
  ['Florida', 6],
  ['Arizona', 5.6],
];
/** The rate used when an address matches nothing in the table, labelled as an estimate. */
export const FALLBACK_RATE = 6.5;
/** Detection runs once the address is longer than this many characters (spec 001 section 5). */
export const ADDRESS_MIN_LENGTH = 10;

/** The spec's product types; none changes the result. */
export const productTypes = ['general', 'clothing', 'food', 'digital'] as const;

/** What the calculator is given. */
export interface SalesTaxInput {
  amount: string;
  rateSource: 'address' | 'custom';
  address: string;
  customRate: string;
}

/** The rate found, where it came from, and the tax and total in cents. */
export interface SalesTaxResult {
  ratePercent: number;
  location: string;
  taxCents: number;
  totalCents: number;
}

/** The rate an address gives, or null before detection runs (10 characters or fewer). */
export function detectRate(address: string): { percent: number; location: string } | null {
  const text = address.trim();
  if (text.length <= ADDRESS_MIN_LENGTH) return null;
  const lower = text.toLowerCase();
  for (const [name, percent] of [...cityRates, ...stateRates])
    if (lower.includes(name.toLowerCase())) return { percent, location: name };
  return { percent: FALLBACK_RATE, location: 'Estimated Rate (Please Verify)' };
}

/** An amount as typed, in cents: anything that is not an amount counts as 0 (spec). */
function amountCents(text: string): number {
  try {
    return parseMoney(text);
  } catch {
    return 0;
  }
}

/** Tax = amount x rate, total = amount + tax, to the cent (half away from zero). */
export function salesTax(input: SalesTaxInput): SalesTaxResult {
  const custom = Number(input.customRate);
  const detected = input.rateSource === 'address' ? detectRate(input.address) : null;
  const rate =
    input.rateSource === 'custom' && input.customRate.trim() !== '' && Number.isFinite(custom)
      ? { percent: custom, location: 'Custom rate' }
      : (detected ?? { percent: 0, location: 'No Rate Specified' });
  const cents = amountCents(input.amount);
  // Thousandths of a percent keep rates like 8.875% exact.
  const product = cents * Math.round(rate.percent * 1000);
  const taxCents = Math.sign(product) * Math.round(Math.abs(product) / 100_000);
  return {
    ratePercent: rate.percent,
    location: rate.location,
    taxCents,
    totalCents: cents + taxCents,
  };
}
