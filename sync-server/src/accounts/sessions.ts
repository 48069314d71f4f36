import type { Clock } from '@keel/core/domain';
import { hashToken, newToken } from '../auth/tokens';
import type { SessionRecord } from '../storage/records';
import type { Storage } from '../storage/storage';

/** A remembered session lasts 30 days. */
export const REMEMBER_MS = 30 * 24 * 3600 * 1000;
/** A browser session (not remembered) also ends on the server after 12 hours. */
export const SESSION_MS = 12 * 3600 * 1000;

/** Starts a session and returns its token (only its hash is stored). The caller saves. */
export function startSession(
  storage: Storage,
  clock: Clock,
  userId: string,
  companyId: string | null,
  rememberMe: boolean,
): string {
  const now = clock.now().getTime();
  storage.data.sessions = storage.data.sessions.filter((s) => Date.parse(s.expiresAt) > now);
  const token = newToken();
  storage.data.sessions.push({
    tokenHash: hashToken(token),
    userId,
    companyId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + (rememberMe ? REMEMBER_MS : SESSION_MS)).toISOString(),
    rememberMe,
  });
  return token;
}

/** The live session of a token, or null. */
export function sessionByToken(
  storage: Storage,
  clock: Clock,
  token: string | null,
): SessionRecord | null {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const session = storage.data.sessions.find((s) => s.tokenHash === tokenHash);
  return session && Date.parse(session.expiresAt) > clock.now().getTime() ? session : null;
}

/** Ends one session (the caller saves). */
export function endSession(storage: Storage, tokenHash: string): void {
  storage.data.sessions = storage.data.sessions.filter((s) => s.tokenHash !== tokenHash);
}

/** Ends every session of a user except one (after a password change or reset). */
export function endOtherSessions(
  storage: Storage,
  userId: string,
  keepTokenHash: string | null,
): void {
  storage.data.sessions = storage.data.sessions.filter(
    (s) => s.userId !== userId || s.tokenHash === keepTokenHash,
  );
}
