import type { Context } from 'koa';
import { localToday, recordIdSchema, type Role } from '@keel/core/domain';
import type { MemberContext } from '@keel/core/server';
import { complianceStatusRef } from '@keel/plugin-compliance/domain/public';
import { conversationsRoutes } from '../../domain/routes';
import type { AssistantStatus } from '../../domain/schema';
import { warmParser } from '../engine/warmParser';
import { modelConfig } from '../model/modelConfig';
import { modelReachability } from '../model/modelReachability';
import { modelEnabled, setModelEnabled, SETTING_ROLES } from '../settings/assistantSettings';
import { badRequest, bodyOf } from './badRequest';
import type { RouteDeps } from './routeDeps';

/**
 * GET /api/conversations/companies/{companyId}/status (is a model configured, on for the company,
 * answering) and PUT .../setting {modelEnabled} (owners and admins).
 */
export function registerStatusRoutes({ plugin }: RouteDeps): void {
  const { router, auth, data, clock, services } = plugin;
  const reachable = modelReachability(clock);

  async function statusFor(member: MemberContext): Promise<AssistantStatus> {
    const config = modelConfig();
    const enabled = await modelEnabled(data, member.companyId);
    return {
      modelConfigured: config !== null,
      modelName: config?.model ?? null,
      modelEnabled: enabled,
      modelReachable: config && enabled ? await reachable(config) : null,
      mayChangeSetting: SETTING_ROLES.includes(member.role),
      complianceAvailable: services.getOptional(complianceStatusRef) !== undefined,
    };
  }

  const companyOf = (ctx: Context) => recordIdSchema.safeParse(ctx.params.companyId);

  router.get(conversationsRoutes.status.path, async (ctx) => {
    const companyId = companyOf(ctx);
    if (!companyId.success) return badRequest(ctx, companyId.error);
    const member = await auth.requireMember(ctx, companyId.data);
    warmParser(localToday(clock.now()));
    ctx.body = await statusFor(member);
  });

  router.put(conversationsRoutes.setting.path, async (ctx) => {
    const companyId = companyOf(ctx);
    if (!companyId.success) return badRequest(ctx, companyId.error);
    const member = await auth.requireMember(ctx, companyId.data, SETTING_ROLES as Role[]);
    const body = conversationsRoutes.setting.body.safeParse(bodyOf(ctx));
    if (!body.success) return badRequest(ctx, body.error);
    await setModelEnabled(data, member.companyId, body.data.modelEnabled);
    ctx.body = await statusFor(member);
  });
}
