import type { Context } from 'koa';
import { auditServiceRef, validationErrorBody } from '@keel/core/domain';
import type { MemberContext, ServerPluginContext } from '@keel/core/server';
import { overviewParamsSchema } from '../domain/overview';
import { readActivities } from './activities';
import { readAnomalies } from './anomalies';
import { readInsights } from './insights';
import { readMetrics } from './metrics';

/**
 * GET /api/metrics, /api/insights, /api/activities and /api/anomalies, each /{userId} (spec 000
 * section 7, "keyed by user id"), about the user's current company: a malformed id is a 400
 * naming `userId`, another user's id a 403, and a user in no company gets an empty list.
 */
export function registerOverviewRoutes({
  claimedRouter,
  auth,
  services,
  clock,
}: ServerPluginContext) {
  const serve = <K extends string>(key: K, read: (member: MemberContext) => Promise<unknown[]>) =>
    claimedRouter.get(`/${key}/:userId`, async (ctx: Context) => {
      const parsed = overviewParamsSchema.safeParse(ctx.params);
      if (!parsed.success) {
        ctx.status = 400;
        ctx.body = validationErrorBody(parsed.error);
        return;
      }
      const me = await auth.requireUser(ctx);
      if (parsed.data.userId !== me.userId) {
        ctx.status = 403;
        ctx.body = { error: 'This is not your user id' };
        return;
      }
      const companyId = me.currentCompanyId;
      const asOf = clock.now().toISOString();
      if (companyId === null) {
        ctx.body = { userId: me.userId, companyId: null, asOf, [key]: [] };
        return;
      }
      const member = await auth.requireMember(ctx, companyId);
      ctx.body = { userId: me.userId, companyId, asOf, [key]: await read(member) };
    });

  serve('metrics', (member) => readMetrics(services, member));
  serve('insights', (member) => readInsights(services, member.companyId, member.userId));
  serve('activities', (member) => readActivities(services.get(auditServiceRef), member));
  serve('anomalies', (member) => readAnomalies(services, member));
}
