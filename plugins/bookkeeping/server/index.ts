import { defineServerPlugin } from '@keel/core/server';
import { registerEntryRoutes } from './routes/entries';
import { registerReportRoutes } from './routes/reports';
import { registerSettingsRoutes } from './routes/settings';

/** The server half of Bookkeeping: the ledger's REST routes under /api/bookkeeping. */
export const serverPlugin = defineServerPlugin({
  id: 'bookkeeping',
  init(ctx) {
    registerReportRoutes(ctx);
    registerEntryRoutes(ctx);
    registerSettingsRoutes(ctx);
  },
});
