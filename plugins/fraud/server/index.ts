import { defineServerPlugin, provideService } from '@keel/core/server';
import { fraudThreatsRef } from '../domain/public';
import { summarizeThreats } from '../domain/threats/threatSummary';
import { registerFraudRoutes } from './routes/fraudRoutes';
import { defineScanJobs } from './scan/scanJob';
import { threatStores } from './threats/threatStore';
import { threatSubscriptions } from './threats/threatSubscriptions';

/** The server half of Fraud Detection: the Deep Scan job, the REST routes under /api/fraud, `fraud.threats`. */
export const serverPlugin = defineServerPlugin({
  id: 'fraud',
  init(ctx) {
    const threats = threatStores(ctx);
    defineScanJobs(ctx, threats);
    registerFraudRoutes(ctx, threats);
  },
  services: [
    provideService(fraudThreatsRef, (ctx) => {
      const threats = threatStores(ctx);
      return {
        threats: (companyId, role) => threats.read(companyId, role),
        summary: async (companyId, role) => summarizeThreats(await threats.read(companyId, role)),
        subscribe: (companyId, listener) => threatSubscriptions.subscribe(companyId, listener),
      };
    }),
  ],
});
