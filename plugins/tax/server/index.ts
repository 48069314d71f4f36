import { defineServerPlugin, provideService } from '@keel/core/server';
import { taxLiabilitiesRef, taxOpportunitiesRef } from '../domain/public';
import { defineAnalysisJob } from './analysis';
import { registerReads } from './routes/registerReads';
import { registerSchedule } from './routes/registerSchedule';
import { registerWrites } from './routes/registerWrites';
import { opportunitiesService } from './opportunitiesService';
import { paymentRecorder } from './recordPayment';
import { defineScheduledPaymentJob } from './scheduledPayments';
import { taxPositionReader } from './taxReader';

/**
 * The server half of Tax Optimization: REST under /api/tax, the analysis job, `tax.liabilities`
 * and `tax.opportunities`.
 */
export const serverPlugin = defineServerPlugin({
  id: 'tax',
  init(ctx) {
    const read = taxPositionReader(ctx);
    defineAnalysisJob(ctx, read);
    registerReads(ctx, read);
    registerWrites(ctx, read);
    registerSchedule(ctx, read);
    defineScheduledPaymentJob(ctx, read, paymentRecorder(ctx));
  },
  services: [
    provideService(taxLiabilitiesRef, (ctx) => {
      const read = taxPositionReader(ctx);
      return {
        async read(asker) {
          const {
            ruleContext: _context,
            form941: _form941,
            ...answer
          } = await read({
            companyId: asker.companyId,
            role: asker.role,
            userId: asker.userId ?? null,
          });
          return answer;
        },
      };
    }),
    provideService(taxOpportunitiesRef, (ctx) => opportunitiesService(ctx, taxPositionReader(ctx))),
  ],
});
