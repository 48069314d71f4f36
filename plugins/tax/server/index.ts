import { defineServerPlugin, provideService } from '@keel/core/server';
import { taxLiabilitiesRef } from '../domain/public';
import { defineAnalysisJob } from './analysis';
import { registerReads } from './routes/registerReads';
import { registerWrites } from './routes/registerWrites';
import { taxPositionReader } from './taxReader';

/** The server half of Tax Optimization: REST under /api/tax, the analysis job, `tax.liabilities`. */
export const serverPlugin = defineServerPlugin({
  id: 'tax',
  init(ctx) {
    const read = taxPositionReader(ctx);
    defineAnalysisJob(ctx, read);
    registerReads(ctx, read);
    registerWrites(ctx, read);
  },
  services: [
    provideService(taxLiabilitiesRef, (ctx) => {
      const read = taxPositionReader(ctx);
      return {
        async read(asker) {
          const { ruleContext: _context, ...answer } = await read({
            companyId: asker.companyId,
            role: asker.role,
            userId: asker.userId ?? null,
          });
          return answer;
        },
      };
    }),
  ],
});
