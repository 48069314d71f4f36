import { defineServerPlugin } from '@keel/core/server';
import { registerItemRoutes } from './routes/items';

/** The server half of Compliance: REST routes under /api/compliance. */
export const serverPlugin = defineServerPlugin({
  id: 'compliance',
  init(ctx) {
    registerItemRoutes(ctx);
  },
});
