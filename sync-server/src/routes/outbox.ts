import type { Router } from '@koa/router';
import { z } from 'zod';
import { requireUser } from '../http/authState';
import { notFound } from '../http/httpError';
import { params } from '../http/validate';
import { listOutbox, outboxDir, outboxIdSchema, readOutboxMessage } from '../mail/outbox';
import type { Services } from '../services';

const idParams = z.object({ id: outboxIdSchema });

/**
 * GET /api/outbox and GET /api/outbox/{id}: the outbox e-mails addressed to the signed-in user's
 * own address (never anyone else's: they hold reset and invite links). Empty when SMTP_URL is set,
 * since mail then leaves the server.
 */
export function outboxRoutes(router: Router, services: Services): void {
  const dir = outboxDir(services.config.dataDir);
  const usesSmtp = () => services.config.smtpUrl !== null;

  router.get('/outbox', async (ctx) => {
    const { user } = await requireUser(services, ctx);
    const messages = usesSmtp() ? [] : await listOutbox(dir, user.email);
    ctx.body = {
      messages: messages.map(({ id, to, subject, sentAt }) => ({ id, to, subject, sentAt })),
    };
  });

  router.get('/outbox/:id', async (ctx) => {
    const { user } = await requireUser(services, ctx);
    const { id } = params(ctx, idParams);
    const message = usesSmtp() ? null : await readOutboxMessage(dir, id, user.email);
    if (!message) throw notFound('Message not found');
    ctx.body = message;
  });
}
