import { z } from 'zod';
import {
  formatUSD,
  jobsServiceRef,
  notificationsServiceRef,
  recordIdSchema,
} from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import type { TaxPosition } from '../../domain/position/taxPosition';
import {
  analyzeBodySchema,
  completeDeadlineBodySchema,
  implementBodySchema,
  processPaymentBodySchema,
} from '../../domain/requests';
import { taxRoutes } from '../../domain/routes';
import { plugin } from '../../plugin';
import { ANALYZE_JOB, latestAnalysis } from '../analysis';
import { paymentRecorder } from '../recordPayment';
import type { TaxReader } from '../taxReader';
import { bodyOf, companyOfBody, parseOr400 } from './requestParts';

const opportunityParams = z.object({ opportunityId: recordIdSchema });
const deadlineParams = z.object({ id: recordIdSchema });

/**
 * The writes: Run Analysis (a job), Implement, Mark Complete and Pay Now. Each checks its path's
 * ids, takes the company from its body, checks the member's role against the table it writes
 * (403), then the rest (400 naming the field, nothing written).
 */
export function registerWrites(
  pluginContext: ServerPluginContext,
  read: (reader: TaxReader) => Promise<TaxPosition>,
): void {
  const { router, auth, data, services, clock } = pluginContext;
  const jobs = services.get(jobsServiceRef);
  const recordPayment = paymentRecorder(pluginContext);
  const notifications = services.get(notificationsServiceRef);
  const tables = plugin.tables;

  router.post(taxRoutes.analyze.path, async (ctx) => {
    const companyId = companyOfBody(ctx);
    if (companyId === null) return;
    const member = await auth.requireMember(ctx, companyId, tables.analyses.write);
    if (!parseOr400(ctx, analyzeBodySchema, bodyOf(ctx))) return;
    const job = await jobs.start(
      companyId,
      ANALYZE_JOB,
      { userId: member.userId, role: member.role },
      { by: member.userId },
    );
    ctx.status = 201;
    ctx.body = { job };
  });

  router.post(taxRoutes.implement.path, async (ctx) => {
    const params = parseOr400(ctx, opportunityParams, ctx.params);
    const companyId = params && companyOfBody(ctx);
    if (!params || !companyId) return;
    const member = await auth.requireMember(ctx, companyId, tables.decisions.write);
    if (!parseOr400(ctx, implementBodySchema, bodyOf(ctx))) return;
    const opportunity = (await latestAnalysis(data, companyId))?.opportunities.find(
      (o) => o.id === params.opportunityId,
    );
    if (!opportunity) {
      ctx.status = 404;
      ctx.body = { error: 'Opportunity not found: run the analysis again' };
      return;
    }
    const { task, draftEntry } = opportunity.followUp;
    const store = await data.store(companyId);
    store.setRow('decisions', opportunity.id, {
      decidedAt: clock.now().toISOString(),
      decidedBy: member.author,
      opportunity: JSON.stringify(opportunity),
      task,
      taskStatus: 'open',
      draftEntry: draftEntry ? JSON.stringify(draftEntry) : '',
    });
    await data.commit(companyId);
    await notifications.raise({
      companyId,
      to: { roles: ['accountant', 'cpa'] },
      severity: 'low',
      title: draftEntry ? 'Tax adjusting entry to approve' : 'Tax follow-up to review',
      body: `${member.author} chose to implement "${opportunity.title}": ${task}`,
      link: '/tax-optimization',
      dedupeKey: `tax.implement.${opportunity.id}`,
    });
    ctx.body = { task, draftEntry: draftEntry !== null };
  });

  router.patch(taxRoutes.completeDeadline.path, async (ctx) => {
    const params = parseOr400(ctx, deadlineParams, ctx.params);
    const companyId = params && companyOfBody(ctx);
    if (!params || !companyId) return;
    const member = await auth.requireMember(ctx, companyId, tables.deadlineCompletions.write);
    if (!parseOr400(ctx, completeDeadlineBodySchema, bodyOf(ctx))) return;
    const position = await read(member);
    const deadline = position.deadlines.find((d) => d.id === params.id);
    if (!deadline) {
      ctx.status = 404;
      ctx.body = { error: 'Deadline not found' };
      return;
    }
    const store = await data.store(companyId);
    store.setRow('deadlineCompletions', deadline.id, {
      completedAt: clock.now().toISOString(),
      completedBy: member.author,
    });
    await data.commit(companyId);
    ctx.body = { deadline: { ...deadline, status: 'completed', completedBy: member.author } };
  });

  router.post(taxRoutes.processPayment.path, async (ctx) => {
    const companyId = companyOfBody(ctx);
    if (companyId === null) return;
    const member = await auth.requireMember(ctx, companyId, tables.payments.write);
    const body = parseOr400(ctx, processPaymentBodySchema, bodyOf(ctx));
    if (!body) return;
    const refuse = (field: string, message: string) => {
      ctx.status = 400;
      ctx.body = { error: `${field}: ${message}`, fields: { [field]: message } };
    };
    const liability = (await read(member)).liabilities.find((l) => l.id === body.liabilityId);
    if (!liability) return refuse('liabilityId', 'No such liability is outstanding');
    if (liability.type !== body.taxType)
      return refuse('taxType', `This liability is a ${liability.type} tax`);
    if (body.amount > liability.amountCents)
      return refuse(
        'amount',
        `Amount is more than the ${formatUSD(liability.amountCents)} outstanding`,
      );
    const recorded = await recordPayment(companyId, liability, {
      amountCents: body.amount,
      method: body.method,
      by: member.author,
    });
    if (recorded.status === 'closed-period') {
      ctx.status = 409;
      ctx.body = { error: recorded.message };
      return;
    }
    if (recorded.status === 'refused') return refuse(recorded.field, recorded.message);
    ctx.status = 201;
    ctx.body = { payment: recorded.payment };
  });
}
