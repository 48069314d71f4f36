import type { Router } from '@koa/router';
import { z } from 'zod';
import { totpVerifyRequestSchema } from '@keel/core/domain';
import { appendAudit } from '../accounts/audit';
import { verifyPassword } from '../auth/passwords';
import { enableTwoFactor } from '../accounts/twoFactor';
import { newTotpSecret, otpauthUrl } from '../auth/totp';
import { clientInfo, requireUser } from '../http/authState';
import { HttpError } from '../http/httpError';
import { body } from '../http/validate';
import type { Services } from '../services';

const disableRequestSchema = z.object({ password: z.string().min(1, 'Password is required') });

/** POST /api/auth/totp/{setup,enable,disable}. */
export function totpRoutes(router: Router, services: Services): void {
  const { storage } = services;
  const already = () => new HttpError(409, { error: 'Two-factor authentication is already on' });

  router.post('/auth/totp/setup', async (ctx) => {
    const { user } = await requireUser(services, ctx);
    if (user.totp?.enabled) throw already();
    const secret = newTotpSecret();
    // Sealed with the key of every secret at rest; only the answer below shows it, once.
    const totp = {
      secret: services.secrets.seal(secret),
      enabled: false,
      recoveryCodeHashes: [],
      lastStep: null,
    };
    await storage.users.update(user.id, (current) => {
      if (current?.totp?.enabled) throw already();
      return current && { ...current, totp };
    });
    const url = otpauthUrl(secret, user.email);
    // qrcode loads here, on the first set-up, not with the server (about 8 MiB of RSS).
    const { default: QRCode } = await import('qrcode');
    ctx.body = { secret, otpauthUrl: url, qrDataUrl: await QRCode.toDataURL(url) };
  });

  router.post('/auth/totp/enable', async (ctx) => {
    const { user } = await requireUser(services, ctx);
    const { code } = body(ctx, totpVerifyRequestSchema);
    ctx.body = { recoveryCodes: await enableTwoFactor(services, user, code, clientInfo(ctx)) };
  });

  router.post('/auth/totp/disable', async (ctx) => {
    const { user } = await requireUser(services, ctx);
    const { password } = body(ctx, disableRequestSchema);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new HttpError(400, {
        error: 'password: The password is wrong',
        fields: { password: 'The password is wrong' },
      });
    await appendAudit(storage, services.config.clock, {
      kind: 'account',
      email: user.email,
      userId: user.id,
      outcome: 'two-factor disabled',
      ...clientInfo(ctx),
    });
    await storage.users.update(user.id, (current) => current && { ...current, totp: null });
    ctx.status = 204;
  });
}
