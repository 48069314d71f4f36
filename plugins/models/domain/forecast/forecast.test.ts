import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { conformalQuantile, scoresNeeded, supportedLevel } from './conformal';
import { fitEts } from './ets';
import { forecast, usableMethods } from './engine';
import { nelderMead } from './nelderMead';
import { fitTheta, isSeasonal, seasonalNaive } from './theta';

/** A seeded series: level, trend per step, a 12-step season and noise of a given size. */
function synthetic(n: number, { trend = 2, season = 20, noise = 3, seed = 1 } = {}): number[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31 - 0.5;
  };
  return Array.from(
    { length: n },
    (_, t) => 500 + trend * t + season * Math.sin((2 * Math.PI * t) / 12) + noise * 2 * random(),
  );
}

describe('the methods', () => {
  it('Nelder-Mead finds the minimum of a bowl', () => {
    const { x } = nelderMead(([a, b]) => (a! - 3) ** 2 + (b! + 1) ** 2, [0, 0]);
    expect(x[0]).toBeCloseTo(3, 3);
    expect(x[1]).toBeCloseTo(-1, 3);
  });

  it("Holt's trend continues a straight line", () => {
    const line = Array.from({ length: 20 }, (_, t) => 100 + 5 * t);
    const next = fitEts(line, { damped: false, season: 1 }).forecast(3);
    next.forEach((v, i) => expect(v).toBeCloseTo(200 + 5 * i, 0));
  });

  it('the damped trend flattens out, the seasonal model repeats the season', () => {
    const line = Array.from({ length: 20 }, (_, t) => 100 + 5 * t);
    const damped = fitEts(line, { damped: true, season: 1 }).forecast(24);
    expect(damped[23]! - damped[22]!).toBeLessThan(damped[1]! - damped[0]!);
    const seasonal = synthetic(48, { noise: 0, trend: 0.5 });
    const ahead = fitEts(seasonal, { damped: true, season: 12 }).forecast(12);
    const truth = synthetic(60, { noise: 0, trend: 0.5 }).slice(48);
    ahead.forEach((v, i) => expect(Math.abs(v - truth[i]!)).toBeLessThan(4));
  });

  it('Theta finds a real season and ignores noise, as thetaf() tests it', () => {
    expect(isSeasonal(synthetic(48, { noise: 1, trend: 0.5 }), 12)).toBe(true);
    expect(isSeasonal(synthetic(48, { season: 0, trend: 0, noise: 30 }), 12)).toBe(false);
    // A strong trend hides the season from the lag-12 autocorrelation test, as in R.
    expect(isSeasonal(synthetic(48, { trend: 10 }), 12)).toBe(false);
    expect(fitTheta(synthetic(48, { trend: 0.5 }), 12).seasonal).toBe(true);
    // Too short for the test (n <= 2m): no seasonal adjustment.
    expect(fitTheta(synthetic(24), 12).seasonal).toBe(false);
  });

  it('seasonal naive repeats the last season, or the last value without one', () => {
    expect(seasonalNaive([1, 2, 3, 4, 5, 6], 3)(4)).toEqual([4, 5, 6, 4]);
    expect(seasonalNaive([1, 2], 3)(2)).toEqual([2, 2]);
  });
});

describe('conformal levels', () => {
  it('needs 4 scores for 80%, 19 for 95% and 99 for 99%', () => {
    expect(scoresNeeded(0.8)).toBe(4);
    expect(scoresNeeded(0.95)).toBe(19);
    expect(scoresNeeded(0.99)).toBe(99);
    expect(supportedLevel(18)).toBe(94);
    expect(supportedLevel(19)).toBe(95);
    expect(supportedLevel(98)).toBe(98);
    expect(supportedLevel(99)).toBe(99);
    expect(supportedLevel(0)).toBe(0);
  });

  it('takes the ⌈(n+1)L⌉-th smallest score, and none when too few', () => {
    const scores = Array.from({ length: 19 }, (_, i) => 19 - i);
    expect(conformalQuantile(scores, 0.95)).toBe(19);
    expect(conformalQuantile(scores, 0.9)).toBe(18);
    expect(conformalQuantile(scores.slice(1), 0.95)).toBeNull();
  });
});

describe('the combined forecast', () => {
  it('beats seasonal naive on a trending seasonal series, with honest intervals', () => {
    const series = synthetic(60, { noise: 6 });
    const result = forecast({ series, season: 12, horizon: 6, confidence: 95 });
    expect(result.seasonUsed).toBe(12);
    expect(result.point).toHaveLength(6);
    expect(result.weights.reduce((s, w) => s + w.weight, 0)).toBeCloseTo(1, 9);
    expect(result.mase).toBeLessThan(1);
    expect(result.mase).toBeLessThan(result.naiveMase);
    expect(result.appliedLevel).toBe(95);
    expect(result.coverage).toBeGreaterThan(0.85);
    const truth = synthetic(66, { noise: 0 }).slice(60);
    truth.forEach((v, i) => {
      expect(v).toBeGreaterThan(result.band!.lower[i]!);
      expect(v).toBeLessThan(result.band!.upper[i]!);
    });
  });

  it('says which level the backtests support when they are too few for the one asked', () => {
    const result = forecast({ series: synthetic(10), season: 12, horizon: 6, confidence: 99 });
    expect(result.seasonUsed).toBe(1);
    expect(result.errorCount).toBeLessThan(99);
    expect(result.appliedLevel).toBe(result.supportedLevel);
    expect(result.appliedLevel).toBeLessThan(99);
  });

  it('forecasts a running total from its changes (the cash balance)', () => {
    const changes = synthetic(36, { trend: 0, noise: 2 }).map((v) => v - 500);
    const result = forecast({
      series: changes,
      openingTotal: 1000,
      season: 12,
      horizon: 3,
      confidence: 80,
    });
    const last = result.history[result.history.length - 1]!;
    expect(result.history[0]).toBeCloseTo(1000 + changes[0]!, 9);
    expect(result.point[0]).toBeCloseTo(last + result.seriesPoint[0]!, 9);
    expect(result.point[2]).toBeCloseTo(
      last + result.seriesPoint[0]! + result.seriesPoint[1]! + result.seriesPoint[2]!,
      9,
    );
  });

  it('uses the season only when the history can backtest it', () => {
    expect(usableMethods(17, 12)).toEqual({
      ids: ['ets_trend', 'ets_damped', 'theta', 'seasonal_naive'],
      m: 1,
    });
    expect(usableMethods(18, 12).m).toBe(12);
    expect(usableMethods(28, 12).ids).toContain('ets_seasonal');
  });
});

describe('properties', () => {
  it('a series of rounding dust still forecasts, with weights that sum to 1 (found by the property below)', () => {
    const dust = [0, 0, 0, 1e-323, 0, 0, -2.9605947323337506e-16, 0];
    const result = forecast({ series: dust, season: 12, horizon: 6, confidence: 80 });
    expect(result.weights.reduce((s, w) => s + w.weight, 0)).toBeCloseTo(1, 9);
    result.point.forEach((v) => expect(Number.isFinite(v)).toBe(true));
  });

  const series = fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), {
    minLength: 8,
    maxLength: 40,
  });

  it('the band holds the point, each wider level holds the narrower, and weights sum to 1', () => {
    fc.assert(
      fc.property(series, fc.integer({ min: 80, max: 99 }), (values, confidence) => {
        const result = forecast({ series: values, season: 12, horizon: 6, confidence });
        expect(result.appliedLevel).toBeLessThanOrEqual(confidence);
        expect(result.weights.reduce((s, w) => s + w.weight, 0)).toBeCloseTo(1, 9);
        result.point.forEach((v, i) => {
          expect(Number.isFinite(v)).toBe(true);
          if (result.band) {
            expect(result.band.lower[i]!).toBeLessThanOrEqual(v);
            expect(result.band.upper[i]!).toBeGreaterThanOrEqual(v);
          }
        });
        for (let k = 1; k < result.fan.length; k += 1)
          result.point.forEach((_, i) => {
            expect(result.fan[k]!.upper[i]!).toBeGreaterThanOrEqual(result.fan[k - 1]!.upper[i]!);
            expect(result.fan[k]!.lower[i]!).toBeLessThanOrEqual(result.fan[k - 1]!.lower[i]!);
          });
        if (result.coverage !== null) {
          expect(result.coverage).toBeGreaterThanOrEqual(0);
          expect(result.coverage).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a level is supported exactly when the conformal quantile exists', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 99 }), (n, level) => {
        const scores = Array.from({ length: n }, (_, i) => i);
        expect(conformalQuantile(scores, level / 100) !== null).toBe(level <= supportedLevel(n));
      }),
    );
  });
});
