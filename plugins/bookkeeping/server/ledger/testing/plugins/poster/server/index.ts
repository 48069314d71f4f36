import { defineServerPlugin } from '@keel/core/server';

/** POST /api/companies/:companyId/poster-entries posts the body to ctx.ledger and answers its result. */
export const serverPlugin = defineServerPlugin({
  id: 'poster',
  init({ companyRouter, ledger }) {
    companyRouter.post('/poster-entries', async (ctx) => {
      const companyId = ctx.params.companyId ?? '';
      const result = await ledger.post(companyId, ctx.request.body as never);
      ctx.status = result.ok ? 201 : result.status;
      ctx.body = result;
    });
    companyRouter.get('/poster-accounts', async (ctx) => {
      ctx.body = { accounts: await ledger.accounts(ctx.params.companyId ?? '') };
    });
  },
});
