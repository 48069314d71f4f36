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
import { membersOf } from '../accounts/memberships';
import { membershipKey } from '../storage/collections';
import type { RecordChange } from '../storage/storage';
import { clientInfo, requireMember } from '../http/authState';
import { HttpError, notFound } from '../http/httpError';
import { body, params } from '../http/validate';
import type { Services } from '../services';
import { companyParams } from './companies';

const memberParams = companyParams.extend({ userId: recordIdSchema });

/** GET /api/companies/{id}/members, PATCH and DELETE /api/companies/{id}/members/{userId}. */
export function memberRoutes(router: Router, services: Services): void {
  const { storage } = services;
  const owners = async (companyId: string) =>
    (await membersOf(storage, companyId)).filter((m) => m.role === 'owner');

  router.get('/companies/:id/members', async (ctx) => {
    const { id } = params(ctx, companyParams);
    await requireMember(services, ctx, id);
    const members: Member[] = (
      await Promise.all(
        (await membersOf(storage, id)).map(async (m): Promise<Member[]> => {
          const u = await storage.users.get(m.userId);
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
        }),
      )
    ).flat();
    const now = services.config.clock.now().getTime();
    const invites: Invite[] = (await storage.invites.find('companyId', id))
      .filter((i) => i.acceptedAt === null && Date.parse(i.expiresAt) > now)
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
    const actor = await requireMember(services, ctx, id, ['owner', 'admin']);
    const { role } = body(ctx, changeRoleRequestSchema);
    const target = await storage.memberships.get(membershipKey(id, userId));
    if (!target) throw notFound('Member not found');
    // Only an owner makes or unmakes owners.
    if ((role === 'owner' || target.role === 'owner') && actor.role !== 'owner')
      throw new HttpError(403, { error: 'Only an owner can change an owner' });
    if (target.role === 'owner' && role !== 'owner' && (await owners(id)).length === 1)
      throw new HttpError(409, { error: 'The last owner cannot be demoted' });
    const previous = target.role;
    const company = await storage.companies.get(id);
    if (previous !== role) {
      await appendAudit(storage, services.config.clock, {
        kind: 'member',
        email: actor.user.email,
        userId: actor.userId,
        companyId: id,
        outcome: `role of ${userId}: ${previous} -> ${role}`,
        ...clientInfo(ctx),
      });
      await storage.memberships.update(membershipKey(id, userId), (m) => m && { ...m, role });
      await services.notifications.raise({
        companyId: id,
        to: { userIds: [userId] },
        severity: 'low',
        title: 'Your role changed',
        body: `You are now ${roleLabel(role)} in ${company?.name ?? 'a company'}.`,
        link: corePages.companySettings,
      });
      // The new role may read or write differently: 4500-4599 makes y-websocket reconnect, and the
      // new connection is checked against the new role.
      services.docs.closeConnections(id, userId, 4503, 'Your role changed');
    }
    ctx.body = { member: { userId, role } };
  });

  router.delete('/companies/:id/members/:userId', async (ctx) => {
    const { id, userId } = params(ctx, memberParams);
    const actor = await requireMember(services, ctx, id, ['owner', 'admin']);
    const target = await storage.memberships.get(membershipKey(id, userId));
    if (!target) throw notFound('Member not found');
    if (target.role === 'owner' && actor.role !== 'owner')
      throw new HttpError(403, { error: 'Only an owner can remove an owner' });
    if (target.role === 'owner' && (await owners(id)).length === 1)
      throw new HttpError(409, { error: 'The last owner cannot be removed' });
    await appendAudit(storage, services.config.clock, {
      kind: 'member',
      email: actor.user.email,
      userId: actor.userId,
      companyId: id,
      outcome: `removed ${userId}`,
      ...clientInfo(ctx),
    });
    const sessions = (await storage.sessions.find('userId', userId)).filter(
      (s) => s.companyId === id,
    );
    await storage.write([
      { in: 'memberships', delete: membershipKey(id, userId) },
      ...sessions.map((s): RecordChange => ({
        in: 'sessions',
        update: s.tokenHash,
        change: (current) => current && { ...current, companyId: null },
      })),
    ]);
    services.docs.closeConnections(id, userId, 4403, 'You were removed from this company');
    ctx.status = 204;
  });
}
