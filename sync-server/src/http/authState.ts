import type { Context } from 'koa';
import type { Role } from '@keel/core/domain';
import type { MemberContext } from '@keel/core/server';
import { readCookie } from './cookies';
import { forbidden, HttpError, notFound, notSignedIn } from './httpError';
import { sessionByToken } from '../accounts/sessions';
import { userById } from '../accounts/users';
import { memberAccess } from '../accounts/memberships';
import type { SessionRecord, UserRecord } from '../storage/records';
import type { Services } from '../services';
import { authorOf } from '../writerContext';

/** The signed-in user and session of a request. */
export interface SignedIn {
  user: UserRecord;
  session: SessionRecord;
}

/** The signed-in user of a request, or null (cookie missing, unknown or expired). */
export async function signedInFrom(
  services: Services,
  req: Context['req'],
): Promise<SignedIn | null> {
  const session = await sessionByToken(
    services.storage,
    services.config.clock,
    readCookie(req, services.config.cookieName),
  );
  const user = session ? await userById(services.storage, session.userId) : undefined;
  return session && user ? { session, user } : null;
}

/** The signed-in user, or 401. */
export async function requireUser(services: Services, ctx: Context): Promise<SignedIn> {
  const signedIn = await signedInFrom(services, ctx.req);
  if (!signedIn) throw notSignedIn();
  return signedIn;
}

/** The company 2FA refusal shared by REST and sync. */
export const twoFactorRequiredBody = {
  error: 'This company requires two-factor authentication',
  code: 'two_factor_required',
} as const;

/**
 * The signed-in member of a company: 401 when signed out, 404 when not a member (the company's
 * existence is not revealed), 403 when the company requires 2FA the user lacks or the role is not in `roles`.
 */
export async function requireMember(
  services: Services,
  ctx: Context,
  companyId: string,
  roles?: readonly Role[],
): Promise<MemberContext & SignedIn> {
  const signedIn = await requireUser(services, ctx);
  const access = await memberAccess(services.storage, signedIn.user, companyId, roles);
  if (!access.ok) {
    if (access.refusal === 'not-member') throw notFound('Company not found');
    if (access.refusal === 'two-factor') throw new HttpError(403, { ...twoFactorRequiredBody });
    throw forbidden();
  }
  return {
    ...signedIn,
    userId: signedIn.user.id,
    companyId,
    role: access.membership.role,
    author: authorOf(signedIn.user),
  };
}

/** The client's IP and user agent, for the audit log. */
export function clientInfo(ctx: Context): { ip: string; userAgent: string } {
  return {
    ip: ctx.ip || ctx.req.socket.remoteAddress || 'unknown',
    userAgent: ctx.get('user-agent'),
  };
}
