import { createServiceRef } from '@keel/core/domain';
import type { ForecastParamsInput, ModelForecast } from './modelSchemas';

// What other plugins may use of Models: the backtested forecasts of the company's books.

export {
  forecastParamsSchema,
  modelForecastSchema,
  modelIds,
  modelInsightSchema,
} from './modelSchemas';
export type { ForecastParamsInput, ModelForecast, ModelId, ModelInsight } from './modelSchemas';

/**
 * The company's financial models (server only), computed from its books through the ledger service
 * on each call: revenue, cash flow, profitability and the cash risk, each a combination of methods
 * chosen by rolling-origin backtests, with conformal intervals at the asked confidence or the
 * highest level the backtests support. Parameters not of `forecastParamsSchema` reject with its
 * ZodError. The caller has checked that the user is a member of the company.
 */
export interface ModelForecasts {
  forecast(companyId: string, params: ForecastParamsInput): Promise<ModelForecast>;
}

export const modelForecastsRef = createServiceRef<ModelForecasts>('models.forecasts');
