import { validationErrorBody } from '@keel/core/domain';
import { defineServerPlugin, provideService } from '@keel/core/server';
import { forecastQuerySchema } from '../domain/modelSchemas';
import { modelForecastsRef } from '../domain/public';
import { modelsRoutes } from '../domain/routes';
import { forecastsService } from './forecastsService';

/**
 * The server half of Models: GET /api/models/forecast for any member of the company, and the
 * `models.forecasts` service other plugins read.
 */
export const serverPlugin = defineServerPlugin({
  id: 'models',
  init(ctx) {
    const { router, auth } = ctx;
    const forecasts = forecastsService(ctx);
    router.get(modelsRoutes.forecast.path, async (ctx) => {
      const parsed = forecastQuerySchema.safeParse(ctx.query);
      if (!parsed.success) {
        ctx.status = 400;
        ctx.body = validationErrorBody(parsed.error);
        return;
      }
      const { companyId, ...params } = parsed.data;
      await auth.requireMember(ctx, companyId);
      ctx.body = await forecasts.forecast(companyId, params);
    });
  },
  services: [provideService(modelForecastsRef, forecastsService)],
});
