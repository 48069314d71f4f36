import type { Router } from '@koa/router';
import { z } from 'zod';
import { requireUser } from '../http/authState';
import { HttpError } from '../http/httpError';
import { body } from '../http/validate';
import { sendFailureReason } from '../mail/sendFailure';
import type { Services } from '../services';

/** The body of POST /api/send-email. */
export const sendEmailRequestSchema = z.object({
  to: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')),
  subject: z.string().trim().min(1, 'Subject is required').max(200, 'Subject is too long'),
  html: z.string().min(1, 'The message is empty').max(200_000, 'The message is too long'),
});

/** POST /api/send-email: SMTP when configured, else the outbox; 502 when sending fails. */
export function emailRoutes(router: Router, services: Services): void {
  router.post('/send-email', async (ctx) => {
    await requireUser(services, ctx);
    const mail = body(ctx, sendEmailRequestSchema);
    try {
      await services.mailer.send(mail);
    } catch (error) {
      services.config.log('warn', 'send-email failed', { error: String(error) });
      throw new HttpError(502, { error: sendFailureReason(error) });
    }
    ctx.status = 202;
    ctx.body = { ok: true };
  });
}
