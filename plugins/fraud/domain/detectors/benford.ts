/**
 * Benford's law conformity (Nigrini 2012, Forensic Analytics): first-digit and first-two-digit
 * mean absolute deviation (MAD) against Benford's proportions. Nigrini's MAD bands "ignore the
 * number of records", so below 3,500 amounts the test uses the sample-size-aware ExcessMAD of
 * de Araujo Silva & Gouvea (IJAIS 48, 2023, 100599, doi 10.1016/j.accinf.2022.100599): MAD minus
 * its expected value for N Benford amounts, against the 95th-percentile critical values of their
 * Table 8. Sources and figures: shared/research/analytics-and-scale.md section 1, A1.
 */

/** Fewer amounts than this and the test is skipped (the smallest N of Table 8). */
export const BENFORD_MIN_AMOUNTS = 100;
/** Nigrini tests amounts of $10 or more. */
export const BENFORD_MIN_CENTS = 1_000;
/** From here up, Nigrini's MAD bands; below, ExcessMAD. */
export const EXCESS_MAD_UP_TO = 3_500;

/** Nigrini's nonconformity cut-offs: first digit above 0.015, first-two digits above 0.0022. */
export const NIGRINI_NONCONFORMITY = { first: 0.015, firstTwo: 0.0022 } as const;

/** Table 8, 95th percentile of ExcessMAD under Benford, by N (first digit, first-two digits). */
const excessMadTable = {
  n: [100, 200, 300, 400, 500, 1000, 2000, 3000, 3500],
  first: [0.011396, 0.008068, 0.006535, 0.005755, 0.005171, 0.00362, 0.002592, 0.00211, 0.001945],
  firstTwo: [
    0.001004, 0.000764, 0.000627, 0.000558, 0.0005, 0.000351, 0.000246, 0.000203, 0.000188,
  ],
};

/** Benford's proportion of a leading digit group d (1-9, or 10-99 for two digits). */
export const benfordShare = (d: number): number => Math.log10(1 + 1 / d);

/** The first two significant digits of cents as dollars (10-99), or null below $10. */
export function firstTwoDigits(cents: number): number | null {
  if (cents < BENFORD_MIN_CENTS) return null;
  return Number(String(Math.floor(cents / 100)).slice(0, 2));
}

/** Expected MAD of N amounts that follow Benford exactly: mean of sqrt(2/pi * p(1-p)/N). */
export function expectedMad(digits: readonly number[], n: number): number {
  const sum = digits.reduce((s, d) => {
    const p = benfordShare(d);
    return s + Math.sqrt((2 / Math.PI) * ((p * (1 - p)) / n));
  }, 0);
  return sum / digits.length;
}

/** The critical ExcessMAD at N, interpolated in Table 8. */
export function excessMadCritical(test: 'first' | 'firstTwo', n: number): number {
  const { n: ns } = excessMadTable;
  const values = excessMadTable[test];
  if (n <= ns[0]!) return values[0]!;
  for (let i = 1; i < ns.length; i += 1) {
    if (n <= ns[i]!) {
      const t = (n - ns[i - 1]!) / (ns[i]! - ns[i - 1]!);
      return values[i - 1]! + t * (values[i]! - values[i - 1]!);
    }
  }
  return values.at(-1)!;
}

export interface DigitTest {
  test: 'first' | 'firstTwo';
  mad: number;
  /** How the MAD was judged: 'excess-mad' below 3,500 amounts, else 'nigrini'. */
  method: 'excess-mad' | 'nigrini';
  /** The figure compared with the cut-off (ExcessMAD or MAD) and the cut-off. */
  statistic: number;
  cutoff: number;
  conforms: boolean;
  /** Digit groups found significantly more often than Benford expects (z above 2.576), largest first. */
  spikes: { digits: number; observed: number; expected: number; z: number }[];
}

/** One digit test over some digit groups of N amounts. */
export function digitTest(test: 'first' | 'firstTwo', groups: readonly number[]): DigitTest {
  const range = test === 'first' ? [1, 9] : [10, 99];
  const digits = Array.from({ length: range[1]! - range[0]! + 1 }, (_, i) => range[0]! + i);
  const n = groups.length;
  const counts = new Map<number, number>();
  for (const g of groups) counts.set(g, (counts.get(g) ?? 0) + 1);
  let deviation = 0;
  const spikes: DigitTest['spikes'] = [];
  for (const d of digits) {
    const expected = benfordShare(d);
    const observed = (counts.get(d) ?? 0) / n;
    deviation += Math.abs(observed - expected);
    // Nigrini's z-statistic with the continuity correction.
    const z =
      (Math.abs(observed - expected) - 1 / (2 * n)) / Math.sqrt((expected * (1 - expected)) / n);
    if (observed > expected && z > 2.576) spikes.push({ digits: d, observed, expected, z });
  }
  const mad = deviation / digits.length;
  spikes.sort((a, b) => b.z - a.z);
  if (n > EXCESS_MAD_UP_TO) {
    const cutoff = NIGRINI_NONCONFORMITY[test];
    return {
      test,
      mad,
      method: 'nigrini',
      statistic: mad,
      cutoff,
      conforms: mad <= cutoff,
      spikes,
    };
  }
  const statistic = mad - expectedMad(digits, n);
  const cutoff = excessMadCritical(test, n);
  return {
    test,
    mad,
    method: 'excess-mad',
    statistic,
    cutoff,
    conforms: statistic <= cutoff,
    spikes,
  };
}

/** Why a set of amounts is unfit for Benford, or null when it is fit. */
export function benfordUnsuitable(cents: readonly number[]): string | null {
  const usable = cents.filter((c) => c >= BENFORD_MIN_CENTS).sort((a, b) => a - b);
  if (usable.length < BENFORD_MIN_AMOUNTS)
    return `Benford's test needs at least ${BENFORD_MIN_AMOUNTS} payments of $10 or more; the books have ${usable.length}`;
  const low = usable[Math.floor(usable.length * 0.1)]!;
  const high = usable[Math.floor(usable.length * 0.9)]!;
  if (high < low * 10)
    return "Benford's test needs amounts spanning at least an order of magnitude; most payments here are of one size";
  return null;
}
