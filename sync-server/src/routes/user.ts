import type { Router } from '@koa/router';
import { z } from 'zod';
import { recordIdSchema, updateAccountRequestSchema, userSchema } from '@keel/core/domain';
import { signInsOf } from '../accounts/audit';
import { companiesOf, membershipOf } from '../accounts/memberships';
import { endOtherSessions } from '../accounts/sessions';
import { assertStrongPassword } from '../accounts/signup';
import { escapeHtml } from '../accounts/passwordReset';
import { avatarFor, publicUser, userByEmail } from '../accounts/users';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { requireUser, signedInFrom, type SignedIn } from '../http/authState';
import { forbidden, HttpError } from '../http/httpError';
import { body, params } from '../http/validate';
import type { Services } from '../services';

/** GET /api/user adds whether the current company demands 2FA the user has not set up. */
export const currentUserResponseSchema = userSchema.extend({ twoFactorRequired: z.boolean() });

const userIdParams = z.object({ userId: recordIdSchema });

/** The session's current company, falling back to the user's first company. */
export function currentCompanyId(services: Services, { user, session }: SignedIn): string | null {
  if (session.companyId && membershipOf(services.storage, session.companyId, user.id))
    return session.companyId;
  if (user.currentCompanyId && membershipOf(services.storage, user.currentCompanyId, user.id))
    return user.currentCompanyId;
  return companiesOf(services.storage, user.id)[0]?.id ?? null;
}

/** The answer of GET /api/user. */
export function currentUser(
  services: Services,
  signedIn: SignedIn,
): z.infer<typeof currentUserResponseSchema> {
  const companyId = currentCompanyId(services, signedIn);
  const company = companyId
    ? membershipOf(services.storage, companyId, signedIn.user.id)?.company
    : undefined;
  return {
    ...publicUser(services.storage, signedIn.user, companyId),
    twoFactorRequired: (company?.requireTwoFactor ?? false) && !signedIn.user.totp?.enabled,
  };
}

/** GET /api/session, GET/PATCH /api/user, GET /api/user/sign-ins, GET /api/user/{userId}/companies. */
export function userRoutes(router: Router, services: Services): void {
  const { storage } = services;

  // What the web app asks when it starts: being signed out is an answer here, not an error.
  router.get('/session', (ctx) => {
    const signedIn = signedInFrom(services, ctx.req);
    ctx.body = { user: signedIn ? currentUser(services, signedIn) : null };
  });

  router.get('/user', (ctx) => {
    ctx.body = currentUser(services, requireUser(services, ctx));
  });

  router.patch('/user', async (ctx) => {
    const signedIn = requireUser(services, ctx);
    const input = body(ctx, updateAccountRequestSchema);
    const { user } = signedIn;
    const emailChanges = input.email !== undefined && input.email !== user.email;
    if (emailChanges && userByEmail(storage, input.email ?? ''))
      throw new HttpError(409, {
        error: 'An account with this email already exists',
        fields: { email: 'This email is taken' },
      });
    // The e-mail is where password resets go, so changing it is as sensitive as the password.
    if (
      (input.newPassword || emailChanges) &&
      !(await verifyPassword(user.passwordHash, input.currentPassword ?? ''))
    )
      throw new HttpError(400, {
        error: 'currentPassword: The current password is wrong',
        fields: { currentPassword: 'The current password is wrong' },
      });
    const previousEmail = user.email;
    if (input.newPassword) {
      assertStrongPassword(
        input.newPassword,
        [user.firstName, user.lastName, user.email],
        'newPassword',
      );
      user.passwordHash = await hashPassword(input.newPassword, services.config.argon2);
      endOtherSessions(storage, user.id, signedIn.session.tokenHash);
    }
    if (input.firstName !== undefined) user.firstName = input.firstName;
    if (input.lastName !== undefined) user.lastName = input.lastName;
    if (input.phone !== undefined) user.phone = input.phone;
    if (input.email !== undefined) user.email = input.email;
    user.avatar = avatarFor(user.firstName, user.lastName);
    await storage.save();
    if (emailChanges) await tellOldAddress(services, previousEmail, user.email);
    ctx.body = currentUser(services, signedIn);
  });

  router.get('/user/sign-ins', (ctx) => {
    const { user } = requireUser(services, ctx);
    ctx.body = {
      signIns: signInsOf(storage, user.id).map(({ at, ip, userAgent, outcome }) => ({
        at,
        ip,
        userAgent,
        outcome,
      })),
    };
  });

  router.get('/user/:userId/companies', (ctx) => {
    const { user } = requireUser(services, ctx);
    const { userId } = params(ctx, userIdParams);
    if (userId !== user.id) throw forbidden('You can only list your own companies');
    ctx.body = { companies: companiesOf(storage, user.id) };
  });
}

/** Tells the previous address that the account's e-mail changed, so a hijack does not go unseen. */
async function tellOldAddress(services: Services, previous: string, next: string): Promise<void> {
  const text = `The e-mail address of your Keel account was changed to ${next}. If you did not do this, contact the owner of your company at once.`;
  try {
    await services.mailer.send({
      to: previous,
      subject: 'Your Keel e-mail address was changed',
      html: `<p>${escapeHtml(text)}</p>`,
      text,
    });
  } catch (error) {
    services.config.log('warn', 'E-mail change notice could not be sent', { error: String(error) });
  }
}
