import { fitEts, fitEtsTogether, type EtsSpec } from './ets';
import { fitTheta, seasonalNaive } from './theta';

/** The methods a forecast combines, by id. */
export const methodIds = [
  'ets_trend',
  'ets_damped',
  'ets_seasonal',
  'ets_level_seasonal',
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
  ets_level_seasonal: 'Exponential smoothing, seasonality without trend',
  theta: 'Theta',
  seasonal_naive: 'Seasonal naive',
};

/** A method: fitted on a training series with season length m, it forecasts h steps. */
export type Method = (train: readonly number[], m: number) => (h: number) => number[];

export const methods: Record<MethodId, Method> = {
  ets_trend: (y) => fitEts(y, { damped: false, season: 1 }).forecast,
  ets_damped: (y) => fitEts(y, { damped: true, season: 1 }).forecast,
  ets_seasonal: (y, m) => fitEts(y, { damped: true, season: m }).forecast,
  ets_level_seasonal: (y, m) => fitEts(y, { damped: false, trend: false, season: m }).forecast,
  theta: (y, m) => fitTheta(y, m).forecast,
  seasonal_naive: (y, m) => seasonalNaive(y, m),
};

/** The exponential smoothing methods, and the model each fits. */
const etsSpecs = (m: number): Partial<Record<MethodId, EtsSpec>> => ({
  ets_trend: { damped: false, season: 1 },
  ets_damped: { damped: true, season: 1 },
  ets_seasonal: { damped: true, season: m },
  ets_level_seasonal: { damped: false, trend: false, season: m },
});

/**
 * Fits the methods `ids` on a training series, each as `methods` fits it; the exponential
 * smoothing ones together (`fitEtsTogether`), which is faster than one by one.
 */
export function fitMethods(
  ids: readonly MethodId[],
  train: readonly number[],
  m: number,
): Map<MethodId, (h: number) => number[]> {
  const specs = etsSpecs(m);
  const ets = ids.filter((id) => specs[id] !== undefined);
  const fits = fitEtsTogether(
    train,
    ets.map((id) => specs[id]!),
  );
  const fitted = new Map<MethodId, (h: number) => number[]>();
  for (const id of ids) {
    const at = ets.indexOf(id);
    fitted.set(id, at >= 0 ? fits[at]!.forecast : methods[id](train, m));
  }
  return fitted;
}
