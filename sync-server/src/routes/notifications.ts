import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { notificationScopeQuerySchema, recordIdSchema } from '@keel/core/domain';
import { requireUser, type SignedIn } from '../http/authState';
import { notFound } from '../http/httpError';
import { params, parseOr400 } from '../http/validate';
import type { Services } from '../services';
import { currentCompanyId } from './user';
import { notificationEvents } from './notificationEvents';

const idParams = z.object({ id: recordIdSchema });

/**
 * GET /api/notifications, POST /api/notifications/{id}/read, POST /api/notifications/read-all
 * (each of the company in `?companyId=`, else the session's current one, and of the account), and
 * GET /api/notifications/events (a stream that says when they change).
 */
export function notificationRoutes(router: Router, services: Services): void {
  const { notifications } = services;

  /** The company whose notifications the request means: `?companyId=` or the session's. */
  const companyOf = async (ctx: Context, signedIn: SignedIn): Promise<string | null> =>
    parseOr400(notificationScopeQuerySchema, ctx.query).companyId ??
    (await currentCompanyId(services, signedIn));

  router.get('/notifications', async (ctx) => {
    const signedIn = await requireUser(services, ctx);
    ctx.body = await notifications.list(signedIn.user.id, await companyOf(ctx, signedIn));
  });

  router.post('/notifications/read-all', async (ctx) => {
    const signedIn = await requireUser(services, ctx);
    await notifications.markAllRead(signedIn.user.id, await companyOf(ctx, signedIn));
    ctx.status = 204;
  });

  router.post('/notifications/:id/read', async (ctx) => {
    const { user } = await requireUser(services, ctx);
    const { id } = params(ctx, idParams);
    if (!(await notifications.markRead(user.id, id))) throw notFound('Notification not found');
    ctx.status = 204;
  });

  router.get('/notifications/events', (ctx) => notificationEvents(services, ctx));
}
