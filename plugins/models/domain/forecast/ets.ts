import { nelderMead } from './nelderMead';

/**
 * Additive-error exponential smoothing (the ETS state space models of Hyndman et al., as R's
 * forecast::ets() fits them): ETS(A,A,N) Holt's linear trend, ETS(A,Ad,N) the damped trend and
 * ETS(A,Ad,A) damped with additive seasonality. Smoothing parameters and the initial level and
 * trend are chosen by least squares of the one-step errors (for additive errors the same as
 * maximum likelihood), within R's usual bounds.
 */
export interface EtsSpec {
  damped: boolean;
  /** The season's length, or 1 for none. */
  season: number;
}

/** A fitted model: its parameters and final states, and its forecast. */
export interface EtsFit {
  alpha: number;
  beta: number;
  gamma: number;
  phi: number;
  sse: number;
  forecast(h: number): number[];
}

const LOWER = 1e-4;
const UPPER = 0.9999;
const PHI_LOWER = 0.8;
const PHI_UPPER = 0.98;

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

/** Least-squares line through (1, y1) ... (n, yn): the level at t = 0 and the slope. */
function line(y: readonly number[]): [number, number] {
  const n = y.length;
  if (n < 2) return [y[0] ?? 0, 0];
  const tMean = (n + 1) / 2;
  const yMean = mean(y);
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i += 1) {
    num += (i + 1 - tMean) * ((y[i] ?? 0) - yMean);
    den += (i + 1 - tMean) ** 2;
  }
  const slope = num / den;
  return [yMean - slope * tMean, slope];
}

/** Initial seasonal states (mean zero) from the first two seasons' deviations from their mean. */
function initialSeasons(y: readonly number[], m: number): number[] {
  const seasons = new Array<number>(m).fill(0);
  const years = Math.min(2, Math.floor(y.length / m));
  for (let year = 0; year < years; year += 1) {
    const slice = y.slice(year * m, (year + 1) * m);
    const level = mean(slice);
    for (let i = 0; i < m; i += 1) seasons[i]! += ((slice[i] ?? 0) - level) / years;
  }
  const offset = mean(seasons);
  return seasons.map((s) => s - offset);
}

interface Run {
  sse: number;
  level: number;
  trend: number;
  seasons: number[];
}

function run(
  y: readonly number[],
  m: number,
  [alpha, beta, gamma, phi]: readonly number[],
  level0: number,
  trend0: number,
  seasons0: readonly number[],
): Run {
  let level = level0;
  let trend = trend0;
  const seasons = [...seasons0];
  let sse = 0;
  for (let t = 0; t < y.length; t += 1) {
    const s = m > 1 ? (seasons[t % m] ?? 0) : 0;
    const error = (y[t] ?? 0) - (level + phi! * trend + s);
    sse += error * error;
    const previous = level;
    level = previous + phi! * trend + alpha! * error;
    trend = phi! * trend + beta! * error;
    if (m > 1) seasons[t % m] = s + gamma! * error;
  }
  return { sse, level, trend, seasons };
}

/** Fits an additive ETS model with a trend to `y`; `spec.season` > 1 adds seasonality. */
export function fitEts(y: readonly number[], spec: EtsSpec): EtsFit {
  const m = spec.season > 1 && y.length >= 2 * spec.season ? spec.season : 1;
  const seasons0 = m > 1 ? initialSeasons(y, m) : [];
  const head = y.slice(0, Math.min(Math.max(10, 2 * m), y.length));
  const adjusted = m > 1 ? head.map((value, t) => value - (seasons0[t % m] ?? 0)) : head;
  const [level0, trend0] = line(adjusted);
  const scale = Math.max(1e-9, mean(y.map((v) => Math.abs(v))));
  // Parameters: alpha, beta, gamma, phi, then the initial level and trend scaled by the series.
  const unpack = (x: readonly number[]) => ({
    alpha: x[0]!,
    beta: x[1]!,
    gamma: m > 1 ? x[2]! : 0,
    phi: spec.damped ? x[3]! : 1,
    level: x[4]! * scale,
    trend: x[5]! * scale,
  });
  const objective = (x: readonly number[]) => {
    const p = unpack(x);
    if (p.alpha < LOWER || p.alpha > UPPER) return Infinity;
    if (p.beta < LOWER || p.beta > p.alpha) return Infinity;
    if (m > 1 && (p.gamma < LOWER || p.gamma > 1 - p.alpha)) return Infinity;
    if (spec.damped && (p.phi < PHI_LOWER || p.phi > PHI_UPPER)) return Infinity;
    return run(y, m, [p.alpha, p.beta, p.gamma, p.phi], p.level, p.trend, seasons0).sse;
  };
  const alphaStart = LOWER + (0.2 * (UPPER - LOWER)) / m;
  const start = [
    alphaStart,
    0.1 * alphaStart,
    m > 1 ? 0.05 * (1 - alphaStart) : 0,
    spec.damped ? 0.978 : 1,
    level0 / scale,
    trend0 / scale,
  ];
  // Fixed parameters stay where they start: the simplex moves only the free ones.
  const free = [0, 1, ...(m > 1 ? [2] : []), ...(spec.damped ? [3] : []), 4, 5];
  const expand = (z: readonly number[]) => {
    const x = [...start];
    free.forEach((index, i) => (x[index] = z[i]!));
    return x;
  };
  const best = nelderMead(
    (z) => objective(expand(z)),
    free.map((index) => start[index]!),
    {
      maxEvaluations: 200 * free.length,
      tolerance: 1e-9,
    },
  );
  // A second start from the first's answer, as R restarts optim, to leave a collapsed simplex.
  const again = nelderMead((z) => objective(expand(z)), best.x, {
    maxEvaluations: 100 * free.length,
    tolerance: 1e-10,
  });
  const p = unpack(expand(again.value <= best.value ? again.x : best.x));
  const final = run(y, m, [p.alpha, p.beta, p.gamma, p.phi], p.level, p.trend, seasons0);
  return {
    alpha: p.alpha,
    beta: p.beta,
    gamma: p.gamma,
    phi: p.phi,
    sse: final.sse,
    forecast(h) {
      const out: number[] = [];
      let damping = 0;
      for (let step = 1; step <= h; step += 1) {
        damping += p.phi ** step;
        const season = m > 1 ? (final.seasons[(y.length + step - 1) % m] ?? 0) : 0;
        out.push(final.level + damping * final.trend + season);
      }
      return out;
    },
  };
}
