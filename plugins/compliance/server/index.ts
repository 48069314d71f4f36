import { defineServerPlugin, provideService } from '@keel/core/server';
import { complianceStatusRef } from '../domain/public';
import { defineCheckJob } from './checkJob';
import { defineReminderJob } from './reminderJob';
import { registerRoutes } from './routes';
import { complianceStatusService } from './statusService';

/**
 * The server half of Compliance Monitor: the check job (started from the screen and nightly), its
 * REST routes under /api/compliance, and the `compliance.status` service.
 */
export const serverPlugin = defineServerPlugin({
  id: 'compliance',
  init(ctx) {
    defineCheckJob(ctx);
    defineReminderJob(ctx);
    registerRoutes(ctx);
  },
  services: [provideService(complianceStatusRef, complianceStatusService)],
});
