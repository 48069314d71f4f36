import type { Clock } from '@keel/core/domain';
import { hashToken, newToken } from '../auth/tokens';
import type { SessionRecord } from '../storage/records';
import type { RecordChange, Storage } from '../storage/storage';

/** A remembered session lasts 30 days. */
export const REMEMBER_MS = 30 * 24 * 3600 * 1000;
/** A browser session (not remembered) also ends on the server after 12 hours. */
export const SESSION_MS = 12 * 3600 * 1000;

/** Whether a session has ended by `now` (ms). */
const expired = (session: SessionRecord, now: number) => Date.parse(session.expiresAt) <= now;

/**
 * Starts a session and returns its token (only its hash is stored), with `alsoWrite` in the same
 * write; the user's expired sessions go in it too. Durable on return.
 */
export async function startSession(
  storage: Storage,
  clock: Clock,
  userId: string,
  companyId: string | null,
  rememberMe: boolean,
  alsoWrite: readonly RecordChange[] = [],
): Promise<string> {
  const now = clock.now().getTime();
  const token = newToken();
  const ended = (await storage.sessions.find('userId', userId)).filter((s) => expired(s, now));
  await storage.write([
    ...alsoWrite,
    ...ended.map((s): RecordChange => ({ in: 'sessions', delete: s.tokenHash })),
    {
      in: 'sessions',
      put: {
        tokenHash: hashToken(token),
        userId,
        companyId,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + (rememberMe ? REMEMBER_MS : SESSION_MS)).toISOString(),
        rememberMe,
      },
    },
  ]);
  return token;
}

/** The live session of a token, or null. */
export async function sessionByToken(
  storage: Storage,
  clock: Clock,
  token: string | null,
): Promise<SessionRecord | null> {
  if (!token) return null;
  const session = await storage.sessions.get(hashToken(token));
  return session && !expired(session, clock.now().getTime()) ? session : null;
}

/** Ends one session. */
export async function endSession(storage: Storage, tokenHash: string): Promise<void> {
  await storage.sessions.delete(tokenHash);
}

/** Ends every session of a user except one (after a password change or reset). */
export async function endOtherSessions(
  storage: Storage,
  userId: string,
  keepTokenHash: string | null,
): Promise<void> {
  const others = (await storage.sessions.find('userId', userId)).filter(
    (s) => s.tokenHash !== keepTokenHash,
  );
  if (others.length > 0)
    await storage.write(others.map((s) => ({ in: 'sessions', delete: s.tokenHash })));
}

/** Removes every expired session (on start: each sign-in removes only its own user's). */
export async function removeExpiredSessions(storage: Storage, clock: Clock): Promise<number> {
  const now = clock.now().getTime();
  const ended = (await storage.sessions.list()).filter((s) => expired(s, now));
  if (ended.length > 0)
    await storage.write(ended.map((s) => ({ in: 'sessions', delete: s.tokenHash })));
  return ended.length;
}
