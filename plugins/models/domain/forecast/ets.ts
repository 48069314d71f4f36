import { NelderMeadSearch } from './nelderMead';

/**
 * Additive-error exponential smoothing (the ETS state space models of Hyndman et al., as R's
 * forecast::ets() fits them): ETS(A,A,N) Holt's linear trend, ETS(A,Ad,N) the damped trend and
 * ETS(A,Ad,A) damped with additive seasonality. Smoothing parameters and the initial level and
 * trend are chosen by least squares of the one-step errors (for additive errors the same as
 * maximum likelihood), within R's usual bounds.
 */
export interface EtsSpec {
  damped: boolean;
  /** False for no trend at all (ETS(A,N,A)); a trend by default. */
  trend?: boolean;
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
  alpha: number,
  beta: number,
  gamma: number,
  phi: number,
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
    const error = (y[t] ?? 0) - (level + phi * trend + s);
    sse += error * error;
    const previous = level;
    level = previous + phi * trend + alpha * error;
    trend = phi * trend + beta * error;
    if (m > 1) seasons[t % m] = s + gamma * error;
  }
  return { sse, level, trend, seasons };
}

/** One point a fit's search asks about: parameters and initial states, with the fit's season. */
interface Trial {
  m: number;
  seasons0: readonly number[];
  alpha: number;
  beta: number;
  gamma: number;
  phi: number;
  level: number;
  trend: number;
}

const sseOf = (y: readonly number[], p: Trial) =>
  run(y, p.m, p.alpha, p.beta, p.gamma, p.phi, p.level, p.trend, p.seasons0).sse;

/**
 * The sums of squared errors of three trials on the same series, filtered side by side: each
 * filter is a chain of dependent steps, so one alone waits on every step; three interleaved keep
 * the processor busy. Each sum is computed exactly as `run` computes it.
 */
function sseOfThree(y: readonly number[], a: Trial, b: Trial, c: Trial): [number, number, number] {
  const ma = a.m;
  const mb = b.m;
  const mc = c.m;
  const sa = [...a.seasons0];
  const sb = [...b.seasons0];
  const sc = [...c.seasons0];
  const { alpha: alphaA, beta: betaA, gamma: gammaA, phi: phiA } = a;
  const { alpha: alphaB, beta: betaB, gamma: gammaB, phi: phiB } = b;
  const { alpha: alphaC, beta: betaC, gamma: gammaC, phi: phiC } = c;
  let la = a.level;
  let lb = b.level;
  let lc = c.level;
  let ta = a.trend;
  let tb = b.trend;
  let tc = c.trend;
  let ea = 0;
  let eb = 0;
  let ec = 0;
  const n = y.length;
  for (let t = 0; t < n; t += 1) {
    const value = y[t] ?? 0;
    const xa = ma > 1 ? (sa[t % ma] ?? 0) : 0;
    const xb = mb > 1 ? (sb[t % mb] ?? 0) : 0;
    const xc = mc > 1 ? (sc[t % mc] ?? 0) : 0;
    const da = value - (la + phiA * ta + xa);
    const db = value - (lb + phiB * tb + xb);
    const dc = value - (lc + phiC * tc + xc);
    ea += da * da;
    eb += db * db;
    ec += dc * dc;
    la = la + phiA * ta + alphaA * da;
    lb = lb + phiB * tb + alphaB * db;
    lc = lc + phiC * tc + alphaC * dc;
    ta = phiA * ta + betaA * da;
    tb = phiB * tb + betaB * db;
    tc = phiC * tc + betaC * dc;
    if (ma > 1) sa[t % ma] = xa + gammaA * da;
    if (mb > 1) sb[t % mb] = xb + gammaB * db;
    if (mc > 1) sc[t % mc] = xc + gammaC * dc;
  }
  return [ea, eb, ec];
}

/** The sums of squared errors of trials on the same series, three at a time side by side. */
function sseOfTrials(y: readonly number[], trials: readonly Trial[], sums: number[]): void {
  for (let i = 0; i < trials.length; i += 3) {
    const a = trials[i]!;
    const b = trials[i + 1];
    const c = trials[i + 2];
    if (!b) {
      sums[i] = sseOf(y, a);
      continue;
    }
    const three = sseOfThree(y, a, b, c ?? a);
    sums[i] = three[0];
    sums[i + 1] = three[1];
    if (c) sums[i + 2] = three[2];
  }
}

/**
 * The search of one ETS fit, asking for one sum of squared errors at a time: read `trial`, `tell`
 * its sum, until `trial` is null; then `fit()` is the fitted model.
 */
class EtsSearch {
  trial: Trial | null = null;
  private readonly m: number;
  private readonly seasons0: number[];
  private readonly scale: number;
  private readonly start: number[];
  private readonly free: number[];
  private search: NelderMeadSearch;
  private first: { x: number[]; value: number } | null = null;

  constructor(
    private readonly y: readonly number[],
    private readonly spec: EtsSpec,
  ) {
    const m = spec.season > 1 && y.length >= 2 * spec.season ? spec.season : 1;
    this.m = m;
    this.seasons0 = m > 1 ? initialSeasons(y, m) : [];
    const head = y.slice(0, Math.min(Math.max(10, 2 * m), y.length));
    const adjusted = m > 1 ? head.map((value, t) => value - (this.seasons0[t % m] ?? 0)) : head;
    const [level0, trend0] = line(adjusted);
    this.scale = Math.max(1e-9, mean(y.map((v) => Math.abs(v))));
    // Parameters: alpha, beta, gamma, phi, then the initial level and trend scaled by the series.
    const alphaStart = LOWER + (0.2 * (UPPER - LOWER)) / m;
    const trended = spec.trend !== false;
    this.start = [
      alphaStart,
      trended ? 0.1 * alphaStart : 0,
      m > 1 ? 0.05 * (1 - alphaStart) : 0,
      spec.damped ? 0.978 : 1,
      (trended ? level0 : mean(adjusted)) / this.scale,
      trended ? trend0 / this.scale : 0,
    ];
    // Fixed parameters stay where they start: the simplex moves only the free ones.
    this.free = trended
      ? [0, 1, ...(m > 1 ? [2] : []), ...(spec.damped ? [3] : []), 4, 5]
      : [0, ...(m > 1 ? [2] : []), 4];
    this.search = new NelderMeadSearch(
      this.free.map((index) => this.start[index]!),
      { maxEvaluations: 200 * this.free.length, tolerance: 1e-9 },
    );
    this.advance();
  }

  /** Gives the sum of squared errors of `trial`. */
  tell(sse: number): void {
    this.search.tell(sse);
    this.advance();
  }

  /** The fitted model, once `trial` is null. */
  fit(): EtsFit {
    const { y, m, seasons0 } = this;
    const second = this.search.best;
    const first = this.first ?? second;
    const p = this.unpack(second.value <= first.value ? second.x : first.x);
    const final = run(y, m, p.alpha, p.beta, p.gamma, p.phi, p.level, p.trend, seasons0);
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

  private unpack(z: readonly number[]) {
    const x = [...this.start];
    this.free.forEach((index, i) => (x[index] = z[i]!));
    return {
      alpha: x[0]!,
      beta: x[1]!,
      gamma: this.m > 1 ? x[2]! : 0,
      phi: this.spec.damped ? x[3]! : 1,
      level: x[4]! * this.scale,
      trend: x[5]! * this.scale,
    };
  }

  /** Answers points outside the bounds with Infinity, until one needs a sum or the search ends. */
  private advance(): void {
    const { m, spec } = this;
    for (;;) {
      const point = this.search.point;
      if (!point) {
        if (this.first) {
          this.trial = null;
          return;
        }
        // A second start from the first's answer, as R restarts optim, to leave a collapsed simplex.
        this.first = this.search.best;
        this.search = new NelderMeadSearch(this.first.x, {
          maxEvaluations: 100 * this.free.length,
          tolerance: 1e-10,
        });
        continue;
      }
      const p = this.unpack(point);
      const outside =
        p.alpha < LOWER ||
        p.alpha > UPPER ||
        (spec.trend !== false && (p.beta < LOWER || p.beta > p.alpha)) ||
        (m > 1 && (p.gamma < LOWER || p.gamma > 1 - p.alpha)) ||
        (spec.damped && (p.phi < PHI_LOWER || p.phi > PHI_UPPER));
      if (!outside) {
        this.trial = { m, seasons0: this.seasons0, ...p };
        return;
      }
      this.search.tell(Infinity);
    }
  }
}

/** Fits an additive ETS model with a trend to `y`; `spec.season` > 1 adds seasonality. */
export function fitEts(y: readonly number[], spec: EtsSpec): EtsFit {
  const search = new EtsSearch(y, spec);
  while (search.trial) search.tell(sseOf(y, search.trial));
  return search.fit();
}

/**
 * Fits several ETS models to the same series at once, each exactly as `fitEts` fits it alone:
 * their searches advance together, and the trials they ask for at each turn are filtered side
 * by side (`sseOfTrials`), which takes little longer than filtering one.
 */
export function fitEtsTogether(y: readonly number[], specs: readonly EtsSpec[]): EtsFit[] {
  const searches = specs.map((spec) => new EtsSearch(y, spec));
  const waiting: EtsSearch[] = [];
  const trials: Trial[] = [];
  const sums: number[] = [];
  for (;;) {
    waiting.length = 0;
    trials.length = 0;
    for (const search of searches)
      if (search.trial) {
        waiting.push(search);
        trials.push(search.trial);
      }
    if (waiting.length === 0) break;
    sseOfTrials(y, trials, sums);
    for (let k = 0; k < waiting.length; k += 1) waiting[k]!.tell(sums[k]!);
  }
  return searches.map((search) => search.fit());
}
