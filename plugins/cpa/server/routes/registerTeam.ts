import { tableWriters } from '@keel/core/domain';
import { monthlyFeeCents } from '../../domain/clients/engagement';
import { credentialsBodySchema } from '../../domain/requests';
import { cpaRoutes, type ActivityView } from '../../domain/routes';
import { activityRowSchema } from '../../domain/schema';
import { clientViews } from '../clientList';
import { plugin } from '../../plugin';
import type { PracticeDeps } from '../practiceDeps';
import { practiceMembers } from '../practiceMembers';
import { bodyOf, parseOr400, practiceOfBody, practiceOfQuery } from './requestParts';

/** How many events Recent Activity shows. */
const RECENT_ACTIVITY = 10;

/**
 * Team & Credentials (the practice's members, each with the credentials they entered themselves;
 * a member saves only their own) and Analytics (figures computed from the clients the user sees
 * and the practice's recorded engagements and events).
 */
export function registerTeam(deps: PracticeDeps): void {
  const { router, auth, data, clock, audit, health } = deps;

  router.get(cpaRoutes.team.path, async (ctx) => {
    const companyId = practiceOfQuery(ctx);
    if (companyId === null) return;
    await auth.requireMember(ctx, companyId);
    const store = await data.store(companyId);
    ctx.body = { members: (await practiceMembers(audit, store, companyId)).members };
  });

  router.put(cpaRoutes.saveCredentials.path, async (ctx) => {
    const companyId = practiceOfBody(ctx);
    if (companyId === null) return;
    const member = await auth.requireMember(ctx, companyId, tableWriters(plugin, ['credentials']));
    const body = parseOr400(ctx, credentialsBodySchema, bodyOf(ctx));
    if (!body) return;
    const store = await data.store(companyId);
    store.setRow('credentials', member.userId, {
      licenceType: body.licenceType,
      licenceNumber: body.licenceNumber,
      licenceState: body.licenceState,
      memberships: JSON.stringify(body.memberships),
      updatedAt: clock.now().toISOString(),
    });
    await data.commit(companyId);
    const { members } = await practiceMembers(audit, store, companyId);
    ctx.body = { member: members.find((m) => m.userId === member.userId) };
  });

  router.get(cpaRoutes.analytics.path, async (ctx) => {
    const companyId = practiceOfQuery(ctx);
    if (companyId === null) return;
    const member = await auth.requireMember(ctx, companyId);
    const store = await data.store(companyId);
    const [keelClients, { members }] = await Promise.all([
      health.clientsOf(member.userId, companyId),
      practiceMembers(audit, store, companyId),
    ]);
    const clients = clientViews(store, keelClients, members);
    const names = new Map(clients.map((client) => [client.id, client.name]));
    const activity: ActivityView[] = store
      .getRowIds('activity')
      .map((id) => ({ id, row: activityRowSchema.parse(store.getRow('activity', id)) }))
      .filter(({ row }) => names.has(row.clientId))
      .sort((a, b) => b.row.seq - a.row.seq)
      .slice(0, RECENT_ACTIVITY)
      .map(({ id, row }) => ({
        id,
        at: row.at,
        kind: row.kind,
        clientName: names.get(row.clientId) ?? '',
        description: row.description,
        status: row.status,
      }));
    ctx.body = {
      totalClients: clients.length,
      monthlyRevenueCents: clients
        .filter((client) => client.status !== 'completed')
        .reduce((sum, client) => sum + monthlyFeeCents(client.engagementFee, client.billing), 0),
      activeProjects: clients.filter((client) => client.status === 'in_progress').length,
      activity,
    };
  });
}
