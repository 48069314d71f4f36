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
import { forbidden, HttpError, notSignedIn } from '../http/httpError';
import { body, params } from '../http/validate';
import type { Services } from '../services';

/** GET /api/user adds whether the current company demands 2FA the user has not set up. */
export const currentUserResponseSchema = userSchema.extend({ twoFactorRequired: z.boolean() });

const userIdParams = z.object({ userId: recordIdSchema });

/** The session's current company, falling back to the user's first company. */
export async function currentCompanyId(
  services: Services,
  { user, session }: SignedIn,
): Promise<string | null> {
  if (session.companyId && (await membershipOf(services.storage, session.companyId, user.id)))
    return session.companyId;
  if (
    user.currentCompanyId &&
    (await membershipOf(services.storage, user.currentCompanyId, user.id))
  )
    return user.currentCompanyId;
  return (await companiesOf(services.storage, user.id))[0]?.id ?? null;
}

/** The answer of GET /api/user. */
export async function currentUser(
  services: Services,
  signedIn: SignedIn,
): Promise<z.infer<typeof currentUserResponseSchema>> {
  const companyId = await currentCompanyId(services, signedIn);
  const company = companyId
    ? (await membershipOf(services.storage, companyId, signedIn.user.id))?.company
    : undefined;
  return {
    ...(await publicUser(services.storage, signedIn.user, companyId)),
    twoFactorRequired: (company?.requireTwoFactor ?? false) && !signedIn.user.totp?.enabled,
  };
}

/** GET /api/session, GET/PATCH /api/user, GET /api/user/sign-ins, GET /api/user/{userId}/companies. */
export function userRoutes(router: Router, services: Services): void {
  const { storage } = services;

  // What the web app asks when it starts: being signed out is an answer here, not an error.
  router.get('/session', async (ctx) => {
    const signedIn = await signedInFrom(services, ctx.req);
    ctx.body = { user: signedIn ? await currentUser(services, signedIn) : null };
  });

  router.get('/user', async (ctx) => {
    ctx.body = await currentUser(services, await requireUser(services, ctx));
  });

  router.patch('/user', async (ctx) => {
    const signedIn = await requireUser(services, ctx);
    const input = body(ctx, updateAccountRequestSchema);
    const { user } = signedIn;
    const emailChanges = input.email !== undefined && input.email !== user.email;
    if (emailChanges && (await userByEmail(storage, input.email ?? '')))
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
    let passwordHash: string | null = null;
    if (input.newPassword) {
      await assertStrongPassword(
        input.newPassword,
        [user.firstName, user.lastName, user.email],
        'newPassword',
      );
      passwordHash = await hashPassword(input.newPassword, services.config.argon2);
    }
    const updated = await storage.users.update(user.id, (current) => {
      if (!current) return current;
      const next = {
        ...current,
        ...(passwordHash === null ? {} : { passwordHash }),
        ...(input.firstName === undefined ? {} : { firstName: input.firstName }),
        ...(input.lastName === undefined ? {} : { lastName: input.lastName }),
        ...(input.phone === undefined ? {} : { phone: input.phone }),
        ...(input.email === undefined ? {} : { email: input.email }),
      };
      return { ...next, avatar: avatarFor(next.firstName, next.lastName) };
    });
    if (!updated) throw notSignedIn();
    if (passwordHash !== null) await endOtherSessions(storage, user.id, signedIn.session.tokenHash);
    if (emailChanges) await tellOldAddress(services, previousEmail, updated.email);
    ctx.body = await currentUser(services, { ...signedIn, user: updated });
  });

  router.get('/user/sign-ins', async (ctx) => {
    const { user } = await requireUser(services, ctx);
    ctx.body = {
      signIns: (await signInsOf(storage, user.id)).map(({ at, ip, userAgent, outcome }) => ({
        at,
        ip,
        userAgent,
        outcome,
      })),
    };
  });

  router.get('/user/:userId/companies', async (ctx) => {
    const { user } = await requireUser(services, ctx);
    const { userId } = params(ctx, userIdParams);
    if (userId !== user.id) throw forbidden('You can only list your own companies');
    ctx.body = { companies: await companiesOf(storage, user.id) };
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
