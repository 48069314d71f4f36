import { useEffect, useState } from 'react';
import { pluginApi, useOptionalService } from '@keel/core/client';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
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

/** How long the books must stay still before the forecast is asked again (an import is many changes). */
const SETTLE_MS = 400;

/** A number that changes after the company's books change (the ledger service's subscription). */
function useBooksVersion(companyId: string): number {
  const ledger = useOptionalService(ledgerServiceRef);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!ledger || !companyId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = ledger.subscribe(companyId, () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVersion((v) => v + 1), SETTLE_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [ledger, companyId]);
  return version;
}

/**
 * GET /api/models/forecast for the company and the parameters; asked again when either changes,
 * when the books change (once they settle), or when the forecasts are refreshed (`refreshForecasts`).
 */
export function useModelForecast(companyId: string, params: ForecastParams): ForecastState {
  const [state, setState] = useState<ForecastState>({ status: 'loading', previous: null });
  const { model, horizon, confidence, range, granularity } = params;
  const version = useForecastVersion();
  const books = useBooksVersion(companyId);
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
  }, [companyId, model, horizon, confidence, range, granularity, version, books]);
  return state;
}

/** Computes one model now (Generate Forecast): the same route, outside any component. */
export function fetchModelForecast(companyId: string, params: ForecastParams) {
  return api.call(modelsRoutes.forecast, {}, undefined, { query: { companyId, ...params } });
}
