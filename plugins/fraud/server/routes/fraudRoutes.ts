import type { Context } from 'koa';
import { z } from 'zod';
import {
  auditServiceRef,
  jobsServiceRef,
  recordIdSchema,
  validationErrorBody,
} from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import { preventionMeasures } from '../../domain/measures/measures';
import { companyQuerySchema, fraudRoutes } from '../../domain/routes';
import { settingsWriters } from '../../domain/settings/fraudSettings';
import { threatReviewers, reviewThreat } from '../../domain/threats/review';
import { holdThreatLines, releaseThreatLines } from '../threats/bankLineHolds';
import { payrollDepositHold, releasePayrollDeposit } from '../threats/payrollDepositHold';
import { settingsStore } from '../settings/settingsStore';
import type { ThreatStores } from '../threats/threatStore';

const threatParamsSchema = z.object({ threatId: recordIdSchema });

/** Parses `value` with `schema`, or answers 400 naming the field and gives null. */
function parsed<T>(ctx: Context, schema: z.ZodType<T>, value: unknown): T | null {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  ctx.status = 400;
  ctx.body = validationErrorBody(result.error);
  return null;
}

/**
 * The spec's routes at /api/fraud: POST /scan starts a Deep Scan job, GET /threats and GET
 * /measures read (every member), PATCH /threats/:threatId blocks a threat or marks it as safe
 * (owners, admins, accountants and CPAs), recording who decided and why; blocking holds the
 * threat's bank lines out of reconciliation, marking a blocked threat safe releases them (and a
 * payroll deposit it held, refused with 403 to the member who changed the account). The threats found in
 * payroll are read and reviewed only by roles with payroll access; to the others they do not exist.
 * PUT /settings sets or clears the company's payment approval limit (owners and admins).
 */
export function registerFraudRoutes(ctx: ServerPluginContext, threats: ThreatStores): void {
  const { router, auth, services, clock } = ctx;
  const jobs = services.get(jobsServiceRef);
  const audit = services.get(auditServiceRef);
  const ledger = services.get(ledgerServiceRef);
  const settings = settingsStore(ctx);

  router.post(fraudRoutes.scan.path, async (ctx) => {
    const body = parsed(ctx, fraudRoutes.scan.body, (ctx.request as { body?: unknown }).body ?? {});
    if (!body) return;
    const member = await auth.requireMember(ctx, body.companyId, threatReviewers);
    const job = await jobs.start(member.companyId, 'scan', {}, { by: member.userId });
    ctx.status = 201;
    ctx.body = { jobId: job.id };
  });

  router.get(fraudRoutes.threats.path, async (ctx) => {
    const query = parsed(ctx, companyQuerySchema, ctx.query);
    if (!query) return;
    const member = await auth.requireMember(ctx, query.companyId);
    const stored = await threats.read(member.companyId, member.role);
    ctx.body = { threats: stored.map((t) => ({ ...t, recordIds: t.records.map((r) => r.id) })) };
  });

  router.patch(fraudRoutes.reviewThreat.path, async (ctx) => {
    const params = parsed(ctx, threatParamsSchema, ctx.params);
    if (!params) return;
    const { threatId } = params;
    const sent = (ctx.request as { body?: unknown }).body ?? {};
    // The company first, to check the member's role before anything else of the review.
    const company = parsed(ctx, companyQuerySchema, {
      companyId: (sent as { companyId?: unknown }).companyId,
    });
    if (!company) return;
    const member = await auth.requireMember(ctx, company.companyId, threatReviewers);
    const body = parsed(ctx, fraudRoutes.reviewThreat.body, sent);
    if (!body) return;
    const found = await threats.find(member.companyId, member.role, threatId);
    if (!found) {
      ctx.status = 404;
      ctx.body = { error: 'Threat not found' };
      return;
    }
    const reviewed = reviewThreat(found.threat, body, member, clock.now().toISOString());
    if (!reviewed.ok) {
      ctx.status = 409;
      ctx.body = { error: reviewed.error };
      return;
    }
    let threat = reviewed.threat;
    if (threat.status === 'blocked') {
      const hold =
        (await payrollDepositHold(services, member, threat, body.reason)) ??
        (await holdThreatLines(ledger, member.companyId, threat, member.author));
      if (hold) threat = { ...threat, hold };
    } else {
      const refused = await releasePayrollDeposit(services, member, found.threat);
      if (refused) {
        ctx.status = 403;
        ctx.body = { error: refused, fields: { status: refused } };
        return;
      }
      await releaseThreatLines(ledger, member.companyId, found.threat);
    }
    await found.table.write(member.companyId, [threat]);
    ctx.body = { threat };
  });

  router.get(fraudRoutes.measures.path, async (ctx) => {
    const query = parsed(ctx, companyQuerySchema, ctx.query);
    if (!query) return;
    const member = await auth.requireMember(ctx, query.companyId);
    const lastScan = jobs
      .list(member.companyId, { kind: 'scan', status: 'done' })
      .map((job) => job.finishedAt)
      .filter((at): at is string => at !== null)
      .sort()
      .at(-1);
    ctx.body = {
      measures: preventionMeasures({
        requiresTwoFactor: await audit.requiresTwoFactor(member.companyId),
        members: await audit.members(member.companyId),
        lastScanAt: lastScan ?? null,
        now: clock.now().toISOString(),
        approvalLimit: (await settings.read(member.companyId)).approvalLimit,
      }),
    };
  });

  router.put(fraudRoutes.settings.path, async (ctx) => {
    const sent = (ctx.request as { body?: unknown }).body ?? {};
    // The company first, to check the member's role before anything else of the request.
    const company = parsed(ctx, companyQuerySchema, {
      companyId: (sent as { companyId?: unknown }).companyId,
    });
    if (!company) return;
    const member = await auth.requireMember(ctx, company.companyId, settingsWriters);
    const body = parsed(ctx, fraudRoutes.settings.body, sent);
    if (!body) return;
    await settings.setApprovalLimit(member.companyId, body.approvalLimit);
    ctx.body = { approvalLimit: body.approvalLimit };
  });
}
