import { useEffect, useState } from 'react';
import { pluginApi } from '@keel/core/client';
import type { ForecastParams, ModelForecast } from '../domain/modelSchemas';
import { modelsRoutes } from '../domain/routes';
import { plugin } from '../plugin';
import { useForecastVersion } from './forecastRefresh';

/** A forecast being asked for: loading, the answer, or why it failed. */
export type ForecastState =
  | { status: 'loading'; previous: ModelForecast | null }
  | { status: 'ready'; model: ModelForecast }
  | { status: 'error'; message: string };

const api = pluginApi(plugin);

/**
 * GET /api/models/forecast for the company and the parameters; asked again when either changes or
 * the forecasts are refreshed (`refreshForecasts`).
 */
export function useModelForecast(companyId: string, params: ForecastParams): ForecastState {
  const [state, setState] = useState<ForecastState>({ status: 'loading', previous: null });
  const { model, horizon, confidence, range, granularity } = params;
  const version = useForecastVersion();
  useEffect(() => {
    if (!companyId) {
      setState({ status: 'error', message: 'Choose a company to see its forecasts.' });
      return;
    }
    const abort = new AbortController();
    setState((s) => ({
      status: 'loading',
      previous: s.status === 'ready' ? s.model : s.status === 'loading' ? s.previous : null,
    }));
    api
      .call(modelsRoutes.forecast, {}, undefined, {
        query: { companyId, model, horizon, confidence, range, granularity },
        signal: abort.signal,
      })
      .then(
        (answer) => setState({ status: 'ready', model: answer }),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          setState({
            status: 'error',
            message: error instanceof Error ? error.message : 'The forecast could not be loaded',
          });
        },
      );
    return () => abort.abort();
  }, [companyId, model, horizon, confidence, range, granularity, version]);
  return state;
}

/** Computes one model now (Generate Forecast): the same route, outside any component. */
export function fetchModelForecast(companyId: string, params: ForecastParams) {
  return api.call(modelsRoutes.forecast, {}, undefined, { query: { companyId, ...params } });
}
