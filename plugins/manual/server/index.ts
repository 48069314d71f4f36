import { defineServerPlugin, provideService } from '@keel/core/server';
import { manualSearchRef } from '../domain/public';
import { searchManual } from '../domain/search/manualSearch';
import { registerManualRoutes } from './routes';

/** The server half of the User Manual: each person's progress, and the `manual.search` service. */
export const serverPlugin = defineServerPlugin({
  id: 'manual',
  init(ctx) {
    registerManualRoutes(ctx);
  },
  services: [provideService(manualSearchRef, () => ({ search: async (q) => searchManual(q) }))],
});
