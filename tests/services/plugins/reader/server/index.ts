import { defineServerPlugin } from '@keel/core/server';
import { payrollFactsRef } from '@keel/plugin-payroll/domain/public';

/**
 * GET /api/companies/:companyId/reader-payroll answers what payroll.facts tells the member asking;
 * POST /reader-payroll-subscribe starts counting the company's payroll changes, GET
 * /reader-payroll-changes gives the count.
 */
export const serverPlugin = defineServerPlugin({
  id: 'reader',
  init({ companyRouter, auth, services }) {
    const facts = services.get(payrollFactsRef);
    const changes = new Map<string, number>();
    companyRouter.get('/reader-payroll', async (ctx) => {
      const member = await auth.requireMember(ctx, ctx.params.companyId ?? '');
      ctx.body = await facts.read(member);
    });
    companyRouter.post('/reader-payroll-subscribe', (ctx) => {
      const companyId = ctx.params.companyId ?? '';
      changes.set(companyId, 0);
      facts.subscribe(companyId, () => changes.set(companyId, (changes.get(companyId) ?? 0) + 1));
      ctx.body = { ok: true };
    });
    companyRouter.get('/reader-payroll-changes', (ctx) => {
      ctx.body = { changes: changes.get(ctx.params.companyId ?? '') ?? 0 };
    });
  },
});
