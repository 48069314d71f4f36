import type { Router } from '@koa/router';
import {
  forgotRequestSchema,
  inviteSignupRequestSchema,
  loginRequestSchema,
  resetRequestSchema,
  signupRequestSchema,
} from '@keel/core/domain';
import { logIn } from '../accounts/login';
import { endOtherSessions, endSession, startSession } from '../accounts/sessions';
import { signUp, signUpByInvite } from '../accounts/signup';
import { publicUser } from '../accounts/users';
import { companiesOf } from '../accounts/memberships';
import { requestPasswordReset, resetPassword } from '../accounts/passwordReset';
import { body } from '../http/validate';
import { clientInfo, signedInFrom } from '../http/authState';
import { HttpError } from '../http/httpError';
import { clearSessionCookie, setSessionCookie } from '../http/sessionCookie';
import type { Services } from '../services';

/** POST /api/auth/{signup,login,logout,forgot,reset}. */
export function authRoutes(router: Router, services: Services): void {
  const { storage, config } = services;

  // With an invitation's token instead of a company name, the account joins the inviting company.
  router.post('/auth/signup', async (ctx) => {
    const raw = (ctx.request as { body?: unknown }).body;
    const byInvite = typeof raw === 'object' && raw !== null && 'inviteToken' in raw;
    const { user, company } = byInvite
      ? await signUpByInvite(services, body(ctx, inviteSignupRequestSchema), clientInfo(ctx))
      : await signUp(services, body(ctx, signupRequestSchema));
    const token = await startSession(storage, services.config.clock, user.id, company.id, false);
    setSessionCookie(ctx, config, token, false);
    ctx.status = 201;
    ctx.body = {
      user: await publicUser(storage, user, company.id),
      company: (await companiesOf(storage, user.id)).find((c) => c.id === company.id),
    };
  });

  router.post('/auth/login', async (ctx) => {
    const input = body(ctx, loginRequestSchema);
    const { user, token, companyId } = await logIn(services, input, clientInfo(ctx));
    setSessionCookie(ctx, config, token, input.rememberMe);
    ctx.body = { user: await publicUser(storage, user, companyId) };
  });

  router.post('/auth/logout', async (ctx) => {
    const signedIn = await signedInFrom(services, ctx.req);
    if (signedIn) await endSession(storage, signedIn.session.tokenHash);
    clearSessionCookie(ctx, config);
    ctx.status = 204;
  });

  // The same work whether or not an account has the address: the lookup, the token and the
  // e-mail happen after the answer, so its timing tells nothing (docs/security.md).
  router.post('/auth/forgot', (ctx) => {
    const { email } = body(ctx, forgotRequestSchema);
    const allowed = services.resetMailLimits.take(email, clientInfo(ctx).ip);
    if (!allowed.ok) {
      const minutes = Math.ceil(allowed.retryAfterSeconds / 60);
      const error = `Too many reset requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
      throw new HttpError(
        429,
        { error, fields: { email: error } },
        { 'Retry-After': String(allowed.retryAfterSeconds) },
      );
    }
    services.background.run('Password reset', () => requestPasswordReset(services, email));
    ctx.status = 202;
    ctx.body = { ok: true };
  });

  router.post('/auth/reset', async (ctx) => {
    const input = body(ctx, resetRequestSchema);
    const userId = await resetPassword(services, input.token, input.password);
    await endOtherSessions(storage, userId, null);
    ctx.status = 204;
  });
}
