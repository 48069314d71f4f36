/**
 * The CCPA's revenue test: a for-profit business doing business in California is covered when its
 * annual gross revenue in the preceding calendar year exceeded this amount (Cal. Civ. Code
 * section 1798.140(d)(1)(A), $25,000,000, adjusted by the California Privacy Protection Agency for
 * inflation). Each figure is kept with its source, as the tax figures are.
 */
export const ccpaRevenueThresholds = [
  {
    /** The first year the figure applies to. */
    from: 2025,
    cents: 2_662_500_000,
    source:
      "the California Privacy Protection Agency's inflation adjustment of Cal. Civ. Code §1798.140(d)(1)(A), in effect from January 1, 2025",
    // The adjustment is made under Cal. Civ. Code §1798.199.95(d) (every other year from 2025 by
    // the California CPI). The agency's own notice (December 17, 2024) could not be read here; the
    // figure is as reported by shared/research/analytics-and-scale.md B4
    // (https://www.clym.io/blog/ccpa-applicability-guide) and by
    // https://portal.bizrisk.iij.jp/news/1373 (the notice's date and the sections adjusted).
  },
  {
    from: 2020,
    cents: 2_500_000_000,
    source:
      'Cal. Civ. Code §1798.140(d)(1)(A): "in excess of twenty-five million dollars ($25,000,000)"',
  },
] as const;

/** The threshold in force in a year, and whether Keel knows a newer adjustment may apply. */
export function ccpaThresholdFor(year: number): {
  cents: number;
  source: string;
  latestKnown: boolean;
} {
  const found = ccpaRevenueThresholds.find((t) => year >= t.from) ?? ccpaRevenueThresholds.at(-1)!;
  // The agency adjusts the figure from time to time; past 2026 Keel has no newer one recorded.
  return { cents: found.cents, source: found.source, latestKnown: year <= 2026 };
}
