import { defineServerPlugin, provideService } from '@keel/core/server';
import { teamTasksRef } from '../domain/public';
import { registerOverviewRoutes } from './overviewRoutes';
import { teamTasksService } from './teamTasksService';

/**
 * The server half of the dashboard: the spec's GET /api/metrics, /api/insights, /api/activities
 * and /api/anomalies, gathered from the services of the plugins that own each figure.
 */
export const serverPlugin = defineServerPlugin({
  id: 'dashboard',
  services: [provideService(teamTasksRef, teamTasksService)],
  init(ctx) {
    registerOverviewRoutes(ctx);
  },
});
