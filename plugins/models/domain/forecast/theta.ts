import { nelderMead } from './nelderMead';

/**
 * The Theta method as R's forecast::thetaf() computes it (Hyndman & Billah 2003): simple
 * exponential smoothing with drift equal to half the slope of the linear trend, after a classical
 * seasonal adjustment when the series is seasonal at the 90% level (lag-m autocorrelation test).
 * A series with a value at or below zero is adjusted additively (the multiplicative adjustment
 * needs positive values: cash flow and profit cross zero).
 */
export interface ThetaFit {
  alpha: number;
  seasonal: boolean;
  forecast(h: number): number[];
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

/** Autocorrelations at lags 1..maxLag. */
function acf(y: readonly number[], maxLag: number): number[] {
  const mu = mean(y);
  const denominator = y.reduce((sum, v) => sum + (v - mu) ** 2, 0);
  const out: number[] = [];
  for (let lag = 1; lag <= maxLag; lag += 1) {
    let num = 0;
    for (let t = lag; t < y.length; t += 1) num += ((y[t] ?? 0) - mu) * ((y[t - lag] ?? 0) - mu);
    out.push(denominator === 0 ? 0 : num / denominator);
  }
  return out;
}

/** Whether the lag-m autocorrelation is significant at 90% (one-sided), as thetaf() tests it. */
export function isSeasonal(y: readonly number[], m: number): boolean {
  if (m <= 1 || y.length <= 2 * m) return false;
  if (y.every((v) => v === y[0])) return false;
  const r = acf(y, m);
  const stat = Math.sqrt((1 + 2 * r.slice(0, m - 1).reduce((s, v) => s + v * v, 0)) / y.length);
  return Math.abs(r[m - 1] ?? 0) / stat > 1.6448536269514722;
}

/** Classical decomposition's seasonal indices (centred moving average), multiplicative or additive. */
function seasonalIndices(y: readonly number[], m: number, multiplicative: boolean): number[] {
  const n = y.length;
  const trend = new Array<number | null>(n).fill(null);
  const half = Math.floor(m / 2);
  for (let t = half; t < n - half; t += 1) {
    let sum = 0;
    if (m % 2 === 0) {
      sum += (y[t - half]! + y[t + half]!) / 2;
      for (let k = -half + 1; k < half; k += 1) sum += y[t + k]!;
    } else for (let k = -half; k <= half; k += 1) sum += y[t + k]!;
    trend[t] = sum / m;
  }
  const byPosition: number[][] = Array.from({ length: m }, () => []);
  for (let t = 0; t < n; t += 1) {
    const c = trend[t];
    if (c === null || c === undefined) continue;
    byPosition[t % m]!.push(multiplicative ? y[t]! / c : y[t]! - c);
  }
  const raw = byPosition.map((values) => mean(values));
  if (multiplicative) {
    const mu = mean(raw);
    return raw.map((v) => v / mu);
  }
  const mu = mean(raw);
  return raw.map((v) => v - mu);
}

/** SES with the initial level estimated too, by least squares (ets(model = "ANN")). */
function fitSes(y: readonly number[]): { alpha: number; level: number } {
  const sse = ([alpha, level0]: readonly number[]) => {
    if (alpha! < 1e-4 || alpha! > 0.9999) return Infinity;
    let level = level0!;
    let total = 0;
    for (const value of y) {
      const error = value - level;
      total += error * error;
      level += alpha! * error;
    }
    return total;
  };
  const scale = Math.max(1e-9, mean(y.map(Math.abs)));
  const start = [0.2, mean(y.slice(0, Math.min(10, y.length))) / scale];
  const best = nelderMead(([a, l]) => sse([a!, l! * scale]), start, { maxEvaluations: 600 });
  const alpha = best.x[0]!;
  let level = best.x[1]! * scale;
  for (const value of y) level += alpha * (value - level);
  return { alpha, level };
}

/** Fits Theta to `y` with season length `m` (1 for none). */
export function fitTheta(y: readonly number[], m: number): ThetaFit {
  const n = y.length;
  const seasonal = isSeasonal(y, m);
  const multiplicative = y.every((v) => v > 0);
  const indices = seasonal ? seasonalIndices(y, m, multiplicative) : [];
  const adjust = (v: number, t: number) =>
    !seasonal ? v : multiplicative ? v / indices[t % m]! : v - indices[t % m]!;
  const restore = (v: number, t: number) =>
    !seasonal ? v : multiplicative ? v * indices[t % m]! : v + indices[t % m]!;
  const x = y.map(adjust);
  // Half the slope of the least-squares line through the adjusted series.
  const tMean = (n + 1) / 2;
  const xMean = mean(x);
  let num = 0;
  let den = 0;
  x.forEach((v, i) => {
    num += (i + 1 - tMean) * (v - xMean);
    den += (i + 1 - tMean) ** 2;
  });
  const drift = den === 0 ? 0 : num / den / 2;
  const { alpha, level } = fitSes(x);
  return {
    alpha,
    seasonal,
    forecast(h) {
      const out: number[] = [];
      for (let step = 1; step <= h; step += 1) {
        const value = level + drift * (step - 1 + (1 - (1 - alpha) ** n) / alpha);
        out.push(restore(value, n + step - 1));
      }
      return out;
    },
  };
}

/** The seasonal naive forecast: the value one season earlier (the last value when m = 1). */
export function seasonalNaive(y: readonly number[], m: number): (h: number) => number[] {
  const lag = m > 1 && y.length >= m ? m : 1;
  return (h) =>
    Array.from({ length: h }, (_, i) => y[y.length - lag + (i % lag)] ?? y[y.length - 1] ?? 0);
}
