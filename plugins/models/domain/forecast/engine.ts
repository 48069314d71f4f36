import { methods, type MethodId } from './candidates';
import { conformalQuantile, supportedLevel } from './conformal';

/** Backtest origins need at least this many observations before them. */
export const MIN_TRAIN = 4;
/** A method is used only when it can be backtested from at least this many origins. */
export const MIN_ORIGINS = 4;
/** At most this many origins are backtested, spread over the history (daily series are long). */
export const MAX_ORIGINS = 24;
/** The levels of the 3D view's fan, from the widest band down. */
export const FAN_LEVELS = [50, 60, 70, 80, 90, 95, 99] as const;

/** What to forecast: a target series, or the running total of a series (the cash balance). */
export interface ForecastInput {
  /** The observed series the methods are fitted on (net cash change for the balance). */
  series: readonly number[];
  /** When given, the target is this opening value plus the running total of `series`. */
  openingTotal?: number;
  /** The season's length in periods (12 monthly, 52 weekly, 7 daily). */
  season: number;
  horizon: number;
  /** The confidence asked for, 80-99. */
  confidence: number;
}

/** The interval of a level at each step ahead. */
export interface Band {
  level: number;
  lower: number[];
  upper: number[];
}

/** A backtested, combined forecast with conformal intervals. */
export interface Forecast {
  /** The target's history (the balance for a running total). */
  history: number[];
  /** The point forecast of the target, one per step ahead. */
  point: number[];
  /** The point forecast of `series` itself (the net change for a balance). */
  seriesPoint: number[];
  /** The interval at `appliedLevel`, or null when the history supports no level at all. */
  band: Band | null;
  /** The fan of levels the history supports, for the 3D view. */
  fan: Band[];
  /** The methods combined and their weights (summing to 1). */
  weights: { method: MethodId; weight: number }[];
  /** The season length used (1 when the history is too short for the season). */
  seasonUsed: number;
  /** 100% less the weighted absolute percentage error of the backtests (0 when it exceeds 100%). */
  accuracy: number;
  /** Mean absolute backtest error scaled by the in-sample seasonal naive error (Hyndman-Koehler). */
  mase: number;
  /** The same for the seasonal naive method alone, in the same backtests. */
  naiveMase: number;
  /** Share of backtest outcomes inside intervals calibrated without their own origin, or null. */
  coverage: number | null;
  /** Backtest errors behind the intervals (pooled over the steps ahead). */
  errorCount: number;
  origins: number;
  supportedLevel: number;
  appliedLevel: number;
  /** Probability (0-1) that the target `h` steps ahead (1-based) ends above `threshold`. */
  probabilityAbove(h: number, threshold: number): number;
  /** One-step errors of `series` in backtests, in units of the current scale (for simulation). */
  oneStepErrors: number[];
  /** The target's current scale: its in-sample seasonal naive mean absolute error. */
  scale: number;
}

interface Record_ {
  origin: number;
  h: number;
  actual: number;
  scale: number;
  forecasts: Map<MethodId, number>;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}

/** The target series: the series itself, or its running total from an opening value. */
function targetOf(series: readonly number[], openingTotal: number | undefined): number[] {
  if (openingTotal === undefined) return [...series];
  let total = openingTotal;
  return series.map((v) => (total += v));
}

/** Mean absolute in-sample seasonal naive error of `y` (lag m, or 1 when too short). */
function naiveScale(y: readonly number[], m: number): number {
  const lag = m > 1 && y.length > m ? m : 1;
  const diffs: number[] = [];
  for (let t = lag; t < y.length; t += 1) diffs.push(Math.abs(y[t]! - y[t - lag]!));
  const scale = mean(diffs);
  // A scale of rounding dust (a denormal) would blow every scaled error up to Infinity.
  return scale > 1e-9 ? scale : Math.max(1, mean(y.map(Math.abs)) * 0.01);
}

/** The methods that can be backtested on `n` observations, and the season length they use. */
export function usableMethods(n: number, season: number): { ids: MethodId[]; m: number } {
  const m = season > 1 && n >= season + 2 + MIN_ORIGINS ? season : 1;
  const ids: MethodId[] = ['ets_trend', 'ets_damped', 'theta', 'seasonal_naive'];
  if (m > 1 && n >= 2 * m + MIN_ORIGINS) ids.splice(2, 0, 'ets_seasonal');
  return { ids, m };
}

/** The fewest observations a forecast needs, and the fewest a seasonal one needs. */
export function historyNeeded(season: number): { any: number; seasonal: number } {
  return { any: MIN_TRAIN + MIN_ORIGINS, seasonal: season + 2 + MIN_ORIGINS };
}

/** Weights by inverse mean scaled error of the three best methods on the given records. */
function weightsFrom(records: readonly Record_[], ids: readonly MethodId[]) {
  if (records.length === 0) return ids.map((method) => ({ method, weight: 1 / ids.length }));
  const errors = ids.map((method) => ({
    method,
    error: mean(records.map((r) => Math.abs(r.actual - r.forecasts.get(method)!) / r.scale)),
  }));
  const best = errors.sort((a, b) => a.error - b.error).slice(0, 3);
  const inverse = best.map((b) => 1 / Math.max(b.error, 1e-9));
  const total = inverse.reduce((s, v) => s + v, 0);
  if (!(total > 0) || !Number.isFinite(total))
    return best.map((b) => ({ method: b.method, weight: 1 / best.length }));
  return best.map((b, i) => ({ method: b.method, weight: inverse[i]! / total }));
}

function combine(
  forecasts: Map<MethodId, number>,
  weights: { method: MethodId; weight: number }[],
) {
  return weights.reduce((sum, w) => sum + w.weight * forecasts.get(w.method)!, 0);
}

/** The exponent p of the error's growth with the step ahead, |e| ∝ h^p, fitted on the backtests. */
function growthExponent(errors: readonly { h: number; scaled: number }[]): number {
  const byStep = new Map<number, number[]>();
  for (const e of errors) byStep.set(e.h, [...(byStep.get(e.h) ?? []), e.scaled]);
  const points = [...byStep]
    .map(([h, values]) => ({ x: Math.log(h), y: Math.log(Math.max(mean(values), 1e-9)) }))
    .filter((p) => Number.isFinite(p.y));
  if (points.length < 2) return 0.5;
  const xm = mean(points.map((p) => p.x));
  const ym = mean(points.map((p) => p.y));
  const num = points.reduce((s, p) => s + (p.x - xm) * (p.y - ym), 0);
  const den = points.reduce((s, p) => s + (p.x - xm) ** 2, 0);
  return Math.min(1.5, Math.max(0, den === 0 ? 0.5 : num / den));
}

/**
 * Forecasts `input.horizon` steps: backtests every usable method from rolling origins, combines
 * the best three weighted by their backtest errors (weights at each origin from earlier errors
 * only, so the combination's own backtest is honest), and calibrates intervals on the pooled,
 * scaled backtest errors of the combination (conformal).
 */
export function forecast(input: ForecastInput): Forecast {
  const { series, horizon, season } = input;
  const n = series.length;
  const target = targetOf(series, input.openingTotal);
  const { ids, m } = usableMethods(n, season);
  const minTrain = Math.max(MIN_TRAIN, m > 1 ? m + 2 : 0, ids.includes('ets_seasonal') ? 2 * m : 0);
  const all: number[] = [];
  for (let o = minTrain; o < n; o += 1) all.push(o);
  const origins =
    all.length <= MAX_ORIGINS
      ? all
      : Array.from(
          { length: MAX_ORIGINS },
          (_, i) => all[Math.round((i * (all.length - 1)) / (MAX_ORIGINS - 1))]!,
        );

  const records: Record_[] = [];
  for (const o of origins) {
    const train = series.slice(0, o);
    const steps = Math.min(horizon, n - o);
    const scale = naiveScale(target.slice(0, o), m);
    const start = input.openingTotal === undefined ? 0 : target[o - 1]!;
    const byMethod = new Map<MethodId, number[]>();
    for (const id of ids) {
      const raw = methods[id](train, m)(steps);
      let total = start;
      byMethod.set(id, input.openingTotal === undefined ? raw : raw.map((v) => (total += v)));
    }
    for (let h = 1; h <= steps; h += 1) {
      const forecasts = new Map<MethodId, number>();
      for (const id of ids) forecasts.set(id, byMethod.get(id)![h - 1]!);
      records.push({ origin: o, h, actual: target[o + h - 1]!, scale, forecasts });
    }
  }

  // The combination's backtest: its weights at each origin come from errors known by then.
  const weightsAt = new Map(
    origins.map((o) => [
      o,
      weightsFrom(
        records.filter((k) => k.origin + k.h - 1 < o),
        ids,
      ),
    ]),
  );
  const errors = records.map((r) => {
    const value = combine(r.forecasts, weightsAt.get(r.origin)!);
    const error = r.actual - value;
    return { ...r, error, scaled: Math.abs(error) / r.scale, signed: error / r.scale };
  });
  const weights = weightsFrom(records, ids);
  const seriesPoints = new Map<MethodId, number[]>();
  for (const w of weights) seriesPoints.set(w.method, methods[w.method](series, m)(horizon));
  const seriesPoint = Array.from({ length: horizon }, (_, i) =>
    weights.reduce((sum, w) => sum + w.weight * seriesPoints.get(w.method)![i]!, 0),
  );
  let running = target[n - 1] ?? input.openingTotal ?? 0;
  const point =
    input.openingTotal === undefined ? seriesPoint : seriesPoint.map((v) => (running += v));

  const p = growthExponent(errors);
  const growth = (h: number) => h ** p;
  const scale = naiveScale(target, m);
  const scores = errors.map((e) => e.scaled / growth(e.h));
  const supported = supportedLevel(scores.length);
  const applied = Math.min(input.confidence, supported);
  const bandAt = (level: number): Band | null => {
    const q = conformalQuantile(scores, level / 100);
    if (q === null) return null;
    const width = point.map((_, i) => q * scale * growth(i + 1));
    return {
      level,
      lower: point.map((v, i) => v - width[i]!),
      upper: point.map((v, i) => v + width[i]!),
    };
  };

  // Coverage: each origin's outcomes against intervals calibrated on the other origins.
  let covered = 0;
  let checked = 0;
  for (const o of origins) {
    const others = errors.filter((e) => e.origin !== o).map((e) => e.scaled / growth(e.h));
    const q = conformalQuantile(others, applied / 100);
    if (q === null) continue;
    for (const e of errors.filter((x) => x.origin === o)) {
      checked += 1;
      if (e.scaled <= q * growth(e.h) + 1e-12) covered += 1;
    }
  }

  const absError = errors.reduce((s, e) => s + Math.abs(e.error), 0);
  const absActual = errors.reduce((s, e) => s + Math.abs(e.actual), 0);
  const wape = absActual === 0 ? 1 : absError / absActual;
  const signed = errors.map((e) => e.signed / growth(e.h));
  return {
    history: target,
    point,
    seriesPoint,
    band: applied > 0 ? bandAt(applied) : null,
    fan: FAN_LEVELS.filter((level) => level <= supported).flatMap((level) => bandAt(level) ?? []),
    weights,
    seasonUsed: m,
    accuracy: Math.max(0, Math.min(100, 100 * (1 - wape))),
    mase: mean(errors.map((e) => e.scaled)),
    naiveMase: mean(
      records.map((r) => Math.abs(r.actual - r.forecasts.get('seasonal_naive')!) / r.scale),
    ),
    coverage: checked === 0 ? null : covered / checked,
    errorCount: scores.length,
    origins: origins.length,
    supportedLevel: supported,
    appliedLevel: applied,
    probabilityAbove(h, threshold) {
      if (signed.length === 0) return point[h - 1]! > threshold ? 1 : 0;
      const base = point[h - 1]!;
      const width = scale * growth(h);
      return signed.filter((z) => base + z * width > threshold).length / signed.length;
    },
    oneStepErrors: errors.filter((e) => e.h === 1).map((e) => e.signed),
    scale,
  };
}
