import type { Router } from '@koa/router';
import { z } from 'zod';
import { inviteRequestSchema } from '@keel/core/domain';
import { acceptInvite, createInvite, inviteByToken } from '../accounts/invites';
import { clientInfo, requireMember, requireUser } from '../http/authState';
import { body, params } from '../http/validate';
import type { Services } from '../services';
import { companyParams } from './companies';
import { currentUser } from './user';

const tokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is incomplete'),
});

/** POST /api/companies/{id}/invites, GET /api/invites/{token}, POST /api/invites/{token}/accept. */
export function inviteRoutes(router: Router, services: Services): void {
  const { storage } = services;

  router.post('/companies/:id/invites', async (ctx) => {
    const { id } = params(ctx, companyParams);
    const member = await requireMember(services, ctx, id, ['owner', 'admin']);
    const input = body(ctx, inviteRequestSchema);
    const invite = await createInvite(services, id, member.user, input.email, input.role);
    ctx.status = 201;
    ctx.body = {
      invite: {
        id: invite.id,
        email: invite.email,
        role: invite.role,
        createdAt: invite.createdAt,
        expiresAt: invite.expiresAt,
      },
    };
  });

  router.get('/invites/:token', async (ctx) => {
    const { token } = params(ctx, tokenParams);
    const invite = await inviteByToken(services, token);
    const company = await storage.companies.get(invite.companyId);
    ctx.body = { companyName: company?.name ?? '', role: invite.role, email: invite.email };
  });

  router.post('/invites/:token/accept', async (ctx) => {
    const signedIn = await requireUser(services, ctx);
    const { token } = params(ctx, tokenParams);
    const { tokenHash } = signedIn.session;
    const invite = await acceptInvite(services, token, signedIn.user, clientInfo(ctx));
    const session = await storage.sessions.update(
      tokenHash,
      (current) => current && { ...current, companyId: invite.companyId },
    );
    const user = await storage.users.get(signedIn.user.id);
    ctx.body = {
      user: await currentUser(services, {
        session: session ?? signedIn.session,
        user: user ?? signedIn.user,
      }),
      companyId: invite.companyId,
    };
  });
}
