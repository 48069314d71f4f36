import { portfolioServiceRef } from '@keel/core/domain';
import { defineServerPlugin } from '@keel/core/server';
import { ledgerServiceRef, postingRequestSchema } from '@keel/plugin-bookkeeping/domain/public';
import { complianceStatusRef } from '@keel/plugin-compliance/domain/public';
import { fraudThreatsRef } from '@keel/plugin-fraud/domain/public';
import { payrollFactsRef } from '@keel/plugin-payroll/domain/public';
import { taxLiabilitiesRef } from '@keel/plugin-tax/domain/public';
import { ClientHealthReader } from '@keel/plugin-cpa/server/health/readClientHealth';

/**
 * GET /api/companies/:companyId/practice-health/:clientId: a member of the practice `companyId`
 * asks for the health of the client company `clientId` (404 when they may not read it).
 * GET /api/companies/:companyId/practice-clients: the member's client companies with their health.
 * POST /api/companies/:companyId/practice-post: a member posts an entry to their own books.
 */
export const serverPlugin = defineServerPlugin({
  id: 'practice',
  init({ companyRouter, auth, services, clock }) {
    const health = {
      portfolio: services.get(portfolioServiceRef),
      ledger: services.get(ledgerServiceRef),
      payroll: services.get(payrollFactsRef),
      tax: services.getOptional(taxLiabilitiesRef),
      fraud: services.getOptional(fraudThreatsRef),
      compliance: services.getOptional(complianceStatusRef),
    };
    const reader = new ClientHealthReader(health, clock);
    companyRouter.get('/practice-health/:clientId', async (ctx) => {
      const member = await auth.requireMember(ctx, ctx.params.companyId ?? '');
      const answer = await reader.read(member.userId, ctx.params.clientId ?? '');
      if (answer === null) {
        ctx.status = 404;
        ctx.body = { error: 'No such client' };
        return;
      }
      ctx.body = { health: answer };
    });
    companyRouter.get('/practice-clients', async (ctx) => {
      const member = await auth.requireMember(ctx, ctx.params.companyId ?? '');
      ctx.body = { clients: await reader.clientsOf(member.userId, member.companyId) };
    });
    companyRouter.post('/practice-post', async (ctx) => {
      const member = await auth.requireMember(ctx, ctx.params.companyId ?? '');
      const request = postingRequestSchema.parse({
        ...(ctx.request.body as object),
        postedBy: member.author,
      });
      ctx.body = await health.ledger.post(member.companyId, request);
    });
  },
});
