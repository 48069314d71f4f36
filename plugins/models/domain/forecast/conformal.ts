/**
 * Split-conformal quantiles of backtest scores: with n scores, the level-L interval uses the
 * ⌈(n + 1)L⌉-th smallest, which exists only while n ≥ L / (1 - L): 19 scores for 95%, 99 for 99%
 * (Vovk et al.; the rule statsforecast's ConformalIntervals and R's conformalForecast follow).
 */

/** The fewest scores that support a level (0-1). */
export function scoresNeeded(level: number): number {
  return Math.ceil(level / (1 - level) - 1e-9);
}

/** The highest whole-percent level `count` scores support (0 when none). */
export function supportedLevel(count: number): number {
  if (count <= 0) return 0;
  return Math.min(99, Math.floor((100 * count) / (count + 1) + 1e-9));
}

/** The conformal quantile of `scores` at `level` (0-1), or null when too few support it. */
export function conformalQuantile(scores: readonly number[], level: number): number | null {
  const n = scores.length;
  const k = Math.ceil((n + 1) * level - 1e-9);
  if (n === 0 || k > n) return null;
  const sorted = [...scores].sort((a, b) => a - b);
  return sorted[Math.max(0, k - 1)] ?? null;
}
