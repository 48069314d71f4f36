import { defineServerPlugin } from '@keel/core/server';
import { payrollFactsRef } from '@keel/plugin-payroll/domain/public';

/** GET /api/companies/:companyId/reader-payroll answers what payroll.facts tells the member asking. */
export const serverPlugin = defineServerPlugin({
  id: 'reader',
  init({ companyRouter, auth, services }) {
    companyRouter.get('/reader-payroll', async (ctx) => {
      const member = await auth.requireMember(ctx, ctx.params.companyId ?? '');
      ctx.body = await services.get(payrollFactsRef).read(member);
    });
  },
});
