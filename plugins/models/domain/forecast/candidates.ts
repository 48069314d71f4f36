import { fitEts } from './ets';
import { fitTheta, seasonalNaive } from './theta';

/** The methods a forecast combines, by id. */
export const methodIds = [
  'ets_trend',
  'ets_damped',
  'ets_seasonal',
  'theta',
  'seasonal_naive',
] as const;
/** One method of the combination. */
export type MethodId = (typeof methodIds)[number];

/** What each method is called on screen. */
export const methodLabels: Record<MethodId, string> = {
  ets_trend: 'Exponential smoothing, additive trend',
  ets_damped: 'Exponential smoothing, damped trend',
  ets_seasonal: 'Exponential smoothing, damped trend and seasonality',
  theta: 'Theta',
  seasonal_naive: 'Seasonal naive',
};

/** A method: fitted on a training series with season length m, it forecasts h steps. */
export type Method = (train: readonly number[], m: number) => (h: number) => number[];

export const methods: Record<MethodId, Method> = {
  ets_trend: (y) => fitEts(y, { damped: false, season: 1 }).forecast,
  ets_damped: (y) => fitEts(y, { damped: true, season: 1 }).forecast,
  ets_seasonal: (y, m) => fitEts(y, { damped: true, season: m }).forecast,
  theta: (y, m) => fitTheta(y, m).forecast,
  seasonal_naive: (y, m) => seasonalNaive(y, m),
};
