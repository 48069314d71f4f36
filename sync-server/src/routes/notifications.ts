import type { Router } from '@koa/router';
import { z } from 'zod';
import { recordIdSchema } from '@keel/core/domain';
import { toNotification } from '../accounts/notifications';
import { requireUser } from '../http/authState';
import { notFound } from '../http/httpError';
import { params } from '../http/validate';
import type { Services } from '../services';

const idParams = z.object({ id: recordIdSchema });

/** GET /api/notifications, POST /api/notifications/{id}/read, POST /api/notifications/read-all. */
export function notificationRoutes(router: Router, services: Services): void {
  const { storage } = services;
  const mine = (userId: string) => storage.data.notifications.filter((n) => n.userId === userId);

  router.get('/notifications', (ctx) => {
    const { user } = requireUser(services, ctx);
    const list = mine(user.id).slice(-100).reverse();
    ctx.body = {
      notifications: list.map(toNotification),
      unread: mine(user.id).filter((n) => !n.read).length,
    };
  });

  router.post('/notifications/read-all', async (ctx) => {
    const { user } = requireUser(services, ctx);
    for (const n of mine(user.id)) n.read = true;
    await storage.save();
    ctx.status = 204;
  });

  router.post('/notifications/:id/read', async (ctx) => {
    const { user } = requireUser(services, ctx);
    const { id } = params(ctx, idParams);
    const notification = mine(user.id).find((n) => n.id === id);
    if (!notification) throw notFound('Notification not found');
    notification.read = true;
    await storage.save();
    ctx.status = 204;
  });
}
