import type { IncomingMessage } from 'node:http';
import {
  outdatedPlugins,
  parseDocId,
  parseSchemaQuery,
  scopeAllows,
  type Role,
} from '@keel/core/domain';
import { membershipOf } from '../accounts/memberships';
import { sessionByToken } from '../accounts/sessions';
import { userById } from '../accounts/users';
import { readCookie } from '../http/cookies';
import { isOwnOrigin } from '../http/origin';
import type { Services } from '../services';

/** Close codes of API.md: the y-websocket client treats 4400-4499 as permanent. */
export const CLOSE = {
  badRequest: 4400,
  unauthorized: 4401,
  forbidden: 4403,
  outdated: 4409,
  /** A message, or what a member synced, passed a size limit (docs/security.md). */
  tooLarge: 4413,
} as const;

/** Whether the connection may open, and how. */
export type SyncDecision =
  | {
      ok: true;
      docId: string;
      companyId: string;
      userId: string;
      role: Role;
      scope: string;
      readOnly: boolean;
    }
  | { ok: false; code: number; reason: string };

const refuse = (code: number, reason: string): SyncDecision => ({ ok: false, code, reason });

/**
 * Checks an upgrade to /sync/{docId} in the order of API.md: Origin, session, membership, scope
 * read permission, the company's 2FA rule, then the client's schema versions.
 */
export async function authorizeSync(
  services: Services,
  req: IncomingMessage,
  url: URL,
): Promise<SyncDecision> {
  const origin = req.headers.origin;
  // Browsers always send Origin on WebSockets; scripts may omit it, and cannot carry a victim's cookie.
  if (origin !== undefined && !isOwnOrigin(origin, req, services.config.publicUrl))
    return refuse(CLOSE.forbidden, 'Origin not allowed');
  const session = await sessionByToken(
    services.storage,
    services.config.clock,
    readCookie(req, services.config.cookieName),
  );
  const user = session ? await userById(services.storage, session.userId) : undefined;
  if (!session || !user) return refuse(CLOSE.unauthorized, 'Not signed in');
  let docId: string;
  try {
    docId = decodeURIComponent(url.pathname.slice('/sync/'.length));
  } catch {
    return refuse(CLOSE.badRequest, 'Bad document id');
  }
  const ids = parseDocId(docId);
  if (!ids) return refuse(CLOSE.badRequest, 'Bad document id');
  const found = await membershipOf(services.storage, ids.companyId, user.id);
  if (!found) return refuse(CLOSE.forbidden, 'Not a member of this company');
  const access = services.registry.scopeAccess(ids.scope);
  if (!access || !scopeAllows(access, found.membership.role, 'read'))
    return refuse(CLOSE.forbidden, 'Your role may not open this');
  if (found.company.requireTwoFactor && !user.totp?.enabled)
    return refuse(CLOSE.forbidden, 'This company requires two-factor authentication');
  const schemaText = url.searchParams.get('schema');
  if (schemaText !== null) {
    const versions = parseSchemaQuery(schemaText);
    if (!versions) return refuse(CLOSE.badRequest, 'Bad schema parameter');
    if (outdatedPlugins(versions, services.registry.manifests).length > 0)
      return refuse(CLOSE.outdated, 'Keel was updated: reload the page');
  }
  return {
    ok: true,
    docId,
    companyId: ids.companyId,
    userId: user.id,
    role: found.membership.role,
    scope: ids.scope,
    readOnly: !scopeAllows(access, found.membership.role, 'write'),
  };
}
