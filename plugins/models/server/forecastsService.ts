import { localToday } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import { buildModel } from '../domain/buildModel';
import { forecastParamsSchema } from '../domain/modelSchemas';
import type { ModelForecasts } from '../domain/public';
import { readBookSeries } from '../domain/series';

/** `models.forecasts` on the server: each call reads the books and computes the model afresh. */
export function forecastsService({ services, clock }: ServerPluginContext): ModelForecasts {
  const ledger = services.get(ledgerServiceRef);
  return {
    async forecast(companyId, input) {
      const params = forecastParamsSchema.parse(input);
      const now = clock.now();
      const books = await readBookSeries(ledger, companyId, {
        today: localToday(now),
        range: params.range,
        granularity: params.granularity,
      });
      return buildModel(books, params, now.toISOString());
    },
  };
}
