import { defineRoute } from '@keel/core/domain';
import { modelForecastSchema } from './modelSchemas';

/**
 * The REST routes of Models, declared once, served at /api/models: the server registers these
 * paths (server/index.ts), the page calls them through pluginApi(plugin).
 */
export const modelsRoutes = {
  /** GET /api/models/forecast?companyId&model&horizon&confidence&range&granularity */
  forecast: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/forecast',
    answer: modelForecastSchema,
  }),
};
