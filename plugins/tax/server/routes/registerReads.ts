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
import { formsRequest, yearFormsOf, yearFormsReader } from './registerForms';
import { documentLibrary } from './registerUploads';

const taxTypeParams = z.object({
  taxType: z.enum(taxTypes, { error: `Use one of ${taxTypes.join(', ')}` }),
});

/** The reads: liabilities, deadlines, payments, opportunities, and Recalculate per tax type. */
export function registerReads(
  pluginCtx: ServerPluginContext,
  read: (reader: TaxReader) => Promise<TaxPosition>,
): void {
  const { router, companyRouter, auth, data } = pluginCtx;
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

  const readForms = yearFormsReader(pluginCtx);
  router.get(taxRoutes.documents.path, async (ctx) => {
    const request = await formsRequest(ctx, pluginCtx, true);
    if (!request) return;
    const { member, taxYear, years } = request;
    const [position, yearForms, payments] = await Promise.all([
      read(member),
      yearFormsOf(readForms, member, taxYear, years),
      paymentsOf(data, member.companyId),
    ]);
    const library =
      taxYear === null
        ? null
        : await documentLibrary(pluginCtx.files, member.companyId, taxYear, {
            w2: yearForms.w2 ? yearForms.w2.employees.length : null,
            form1099Nec: yearForms.form1099Nec.vendors.length,
            payments: payments.filter((p) => p.paidOn.startsWith(`${taxYear}-`)).length,
          });
    ctx.body = { form941: position.form941, yearForms, library };
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
