import { defineServerPlugin } from '@keel/core/server';
import { registerOverviewRoutes } from './overviewRoutes';

/**
 * The server half of the dashboard: the spec's GET /api/metrics, /api/insights, /api/activities
 * and /api/anomalies, gathered from the services of the plugins that own each figure.
 */
export const serverPlugin = defineServerPlugin({
  id: 'dashboard',
  init(ctx) {
    registerOverviewRoutes(ctx);
  },
});
