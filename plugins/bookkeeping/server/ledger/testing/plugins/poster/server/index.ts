import { defineServerPlugin } from '@keel/core/server';
import {
  ledgerServiceRef,
  type LedgerChange,
  type LedgerReads,
} from '@keel/plugin-bookkeeping/domain/public';

const statuses = { posted: 201, 'already-posted': 200, 'closed-period': 409, invalid: 400 };
type ReadName = Exclude<keyof LedgerReads, 'subscribe'>;

/**
 * Test fixture of ledgerService.test.ts, a plugin using the ledger through ctx.services only:
 * POST /poster-entries posts `{ idempotencyKey, entry }` as the member and answers the result;
 * GET /poster-read/:read answers `ledger[read](companyId, query)`; POST /poster-subscribe starts
 * recording the company's ledger changes, GET /poster-changes gives them; GET
 * /poster-vendor-payments/:year answers `ledger.vendorPayments(companyId, { year })`; GET
 * /poster-shared-vendors answers `ledger.sharedVendorIdentifiers(companyId)`.
 */
export const serverPlugin = defineServerPlugin({
  id: 'poster',
  init({ companyRouter, services, auth }) {
    const ledger = services.get(ledgerServiceRef);
    const changes = new Map<string, LedgerChange[]>();
    companyRouter.post('/poster-entries', async (ctx) => {
      const companyId = ctx.params.companyId ?? '';
      const member = await auth.requireMember(ctx, companyId);
      const body = ctx.request.body as { idempotencyKey: string; entry: never };
      const result = await ledger.post(companyId, { ...body, postedBy: member.author });
      ctx.status = statuses[result.status];
      ctx.body = result;
    });
    companyRouter.get('/poster-read/:read', async (ctx) => {
      const read = ctx.params.read as ReadName;
      const query = JSON.parse(String(ctx.query.q ?? '{}')) as never;
      ctx.body = { answer: await ledger[read](ctx.params.companyId ?? '', query) };
    });
    companyRouter.get('/poster-vendor-payments/:year', async (ctx) => {
      ctx.body = {
        answer: await ledger.vendorPayments(ctx.params.companyId ?? '', {
          year: Number(ctx.params.year),
        }),
      };
    });
    companyRouter.get('/poster-shared-vendors', async (ctx) => {
      ctx.body = { answer: await ledger.sharedVendorIdentifiers(ctx.params.companyId ?? '') };
    });
    companyRouter.post('/poster-subscribe', (ctx) => {
      const companyId = ctx.params.companyId ?? '';
      changes.set(companyId, []);
      ledger.subscribe(companyId, (change) => changes.get(companyId)?.push(change));
      ctx.body = { ok: true };
    });
    companyRouter.get('/poster-changes', (ctx) => {
      ctx.body = { changes: changes.get(ctx.params.companyId ?? '') ?? [] };
    });
  },
});
