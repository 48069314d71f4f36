import type { Router } from '@koa/router';
import {
  changeRoleRequestSchema,
  corePages,
  recordIdSchema,
  roleLabel,
  type Invite,
  type Member,
} from '@keel/core/domain';
import { appendAudit } from '../accounts/audit';
import { clientInfo, requireMember } from '../http/authState';
import { HttpError, notFound } from '../http/httpError';
import { body, params } from '../http/validate';
import type { Services } from '../services';
import { companyParams } from './companies';

const memberParams = companyParams.extend({ userId: recordIdSchema });

/** GET /api/companies/{id}/members, PATCH and DELETE /api/companies/{id}/members/{userId}. */
export function memberRoutes(router: Router, services: Services): void {
  const { storage } = services;
  const owners = (companyId: string) =>
    storage.data.memberships.filter((m) => m.companyId === companyId && m.role === 'owner');

  router.get('/companies/:id/members', (ctx) => {
    const { id } = params(ctx, companyParams);
    requireMember(services, ctx, id);
    const members: Member[] = storage.data.memberships
      .filter((m) => m.companyId === id)
      .flatMap((m) => {
        const u = storage.data.users.find((user) => user.id === m.userId);
        return u
          ? [
              {
                userId: u.id,
                name: `${u.firstName} ${u.lastName}`.trim(),
                email: u.email,
                role: m.role,
              },
            ]
          : [];
      });
    const now = services.config.clock.now().getTime();
    const invites: Invite[] = storage.data.invites
      .filter((i) => i.companyId === id && i.acceptedAt === null && Date.parse(i.expiresAt) > now)
      .map(({ id: inviteId, email, role, createdAt, expiresAt }) => ({
        id: inviteId,
        email,
        role,
        createdAt,
        expiresAt,
      }));
    ctx.body = { members, invites };
  });

  router.patch('/companies/:id/members/:userId', async (ctx) => {
    const { id, userId } = params(ctx, memberParams);
    const actor = requireMember(services, ctx, id, ['owner', 'admin']);
    const { role } = body(ctx, changeRoleRequestSchema);
    const target = storage.data.memberships.find((m) => m.companyId === id && m.userId === userId);
    if (!target) throw notFound('Member not found');
    // Only an owner makes or unmakes owners.
    if ((role === 'owner' || target.role === 'owner') && actor.role !== 'owner')
      throw new HttpError(403, { error: 'Only an owner can change an owner' });
    if (target.role === 'owner' && role !== 'owner' && owners(id).length === 1)
      throw new HttpError(409, { error: 'The last owner cannot be demoted' });
    const previous = target.role;
    target.role = role;
    const company = storage.data.companies.find((c) => c.id === id);
    if (previous !== role) {
      services.notifications.add({
        companyId: id,
        to: { userIds: [userId] },
        severity: 'low',
        title: 'Your role changed',
        body: `You are now ${roleLabel(role)} in ${company?.name ?? 'a company'}.`,
        link: corePages.companySettings,
      });
      appendAudit(storage, services.config.clock, {
        kind: 'member',
        email: actor.user.email,
        userId: actor.userId,
        companyId: id,
        outcome: `role of ${userId}: ${previous} -> ${role}`,
        ...clientInfo(ctx),
      });
      // The new role may read or write differently: 4500-4599 makes y-websocket reconnect, and the
      // new connection is checked against the new role.
      services.docs.closeConnections(id, userId, 4503, 'Your role changed');
    }
    await storage.save();
    ctx.body = { member: { userId, role } };
  });

  router.delete('/companies/:id/members/:userId', async (ctx) => {
    const { id, userId } = params(ctx, memberParams);
    const actor = requireMember(services, ctx, id, ['owner', 'admin']);
    const target = storage.data.memberships.find((m) => m.companyId === id && m.userId === userId);
    if (!target) throw notFound('Member not found');
    if (target.role === 'owner' && actor.role !== 'owner')
      throw new HttpError(403, { error: 'Only an owner can remove an owner' });
    if (target.role === 'owner' && owners(id).length === 1)
      throw new HttpError(409, { error: 'The last owner cannot be removed' });
    storage.data.memberships = storage.data.memberships.filter((m) => m !== target);
    for (const session of storage.data.sessions)
      if (session.userId === userId && session.companyId === id) session.companyId = null;
    appendAudit(storage, services.config.clock, {
      kind: 'member',
      email: actor.user.email,
      userId: actor.userId,
      companyId: id,
      outcome: `removed ${userId}`,
      ...clientInfo(ctx),
    });
    services.docs.closeConnections(id, userId, 4403, 'You were removed from this company');
    await storage.save();
    ctx.status = 204;
  });
}
