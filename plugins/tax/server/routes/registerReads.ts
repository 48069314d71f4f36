import type { Context } from 'koa';
import type { ServerPluginContext } from '@keel/core/server';
import { figuresFor, missingYearMessage } from '../../domain/figures/taxYears';
import { taxSummary } from '../../domain/position/taxSummary';
import type { TaxPosition } from '../../domain/position/taxPosition';
import { taxRoutes } from '../../domain/routes';
import { taxTypes } from '../../domain/schema';
import { latestAnalysis } from '../analysis';
import { paymentsOf, type TaxReader } from '../taxReader';
import { z } from 'zod';
import { companyOfQuery, parseOr400 } from './requestParts';
import { implementedIds } from './decisions';

const taxTypeParams = z.object({
  taxType: z.enum(taxTypes, { error: `Use one of ${taxTypes.join(', ')}` }),
});

/** The reads: liabilities, deadlines, payments, opportunities, and Recalculate per tax type. */
export function registerReads(
  { router, companyRouter, auth, data }: ServerPluginContext,
  read: (reader: TaxReader) => Promise<TaxPosition>,
): void {
  const positionFor = async (ctx: Context, companyId: string) => {
    const member = await auth.requireMember(ctx, companyId);
    return { member, position: await read(member) };
  };

  router.get(taxRoutes.liabilities.path, async (ctx) => {
    const companyId = companyOfQuery(ctx);
    if (companyId === null) return;
    const { position } = await positionFor(ctx, companyId);
    const { ruleContext: _context, form941: _form941, ...answer } = position;
    ctx.body = answer;
  });

  router.get(taxRoutes.deadlines.path, async (ctx) => {
    const companyId = companyOfQuery(ctx);
    if (companyId === null) return;
    ctx.body = { deadlines: (await positionFor(ctx, companyId)).position.deadlines };
  });

  router.get(taxRoutes.documents.path, async (ctx) => {
    const companyId = companyOfQuery(ctx);
    if (companyId === null) return;
    ctx.body = { form941: (await positionFor(ctx, companyId)).position.form941 };
  });

  router.get(taxRoutes.payments.path, async (ctx) => {
    const companyId = companyOfQuery(ctx);
    if (companyId === null) return;
    await auth.requireMember(ctx, companyId);
    ctx.body = { payments: await paymentsOf(data, companyId) };
  });

  router.get(taxRoutes.opportunities.path, async (ctx) => {
    const companyId = companyOfQuery(ctx);
    if (companyId === null) return;
    const { position } = await positionFor(ctx, companyId);
    const analysis = await latestAnalysis(data, companyId);
    const implemented = await implementedIds(data, companyId);
    const opportunities = (analysis?.opportunities ?? []).map((o) => ({
      ...o,
      implemented: implemented.has(o.id),
    }));
    const year = Number(position.asOf.slice(0, 4));
    ctx.body = {
      analyzedAt: analysis?.ranAt ?? null,
      opportunities,
      summary: position.ruleContext
        ? taxSummary(position.ruleContext, opportunities, implemented)
        : null,
      missingYear: figuresFor(year) ? null : missingYearMessage(year),
    };
  });

  companyRouter.post(taxRoutes.calculate.path, async (ctx) => {
    const params = parseOr400(ctx, taxTypeParams, ctx.params);
    if (!params) return;
    const { position } = await positionFor(ctx, ctx.params.companyId ?? '');
    const liabilities = position.liabilities.filter((l) => l.type === params.taxType);
    ctx.body = {
      liabilities,
      outstandingCents: liabilities.reduce((sum, l) => sum + l.amountCents, 0),
    };
  });
}
