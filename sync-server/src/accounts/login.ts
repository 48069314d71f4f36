import type { z } from 'zod';
import type { SecretBox } from '@keel/core/server';
import type { loginRequestSchema } from '@keel/core/domain';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { consumeTotp, recoveryCodeHash, type TotpCheck } from '../auth/totp';
import { HttpError } from '../http/httpError';
import type { UserRecord } from '../storage/records';
import type { Services } from '../services';
import { appendAudit } from './audit';
import { startSession } from './sessions';
import { userByEmail } from './users';
import { membershipOf } from './memberships';

/** Where a sign-in attempt comes from. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a TOTP code (recording its step, so it cannot be used again) or consumes a recovery code.
 */
function checkSecondFactor(
  user: UserRecord,
  code: string,
  secrets: SecretBox,
  now: number,
): TotpCheck {
  const totp = user.totp;
  if (!totp?.enabled) return 'accepted';
  const check = consumeTotp(totp, secrets.open(totp.secret), code, now);
  if (check !== 'wrong') return check;
  const hash = recoveryCodeHash(code);
  const at = totp.recoveryCodeHashes.indexOf(hash);
  if (at < 0) return 'wrong';
  totp.recoveryCodeHashes.splice(at, 1);
  return 'accepted';
}

/** "30 seconds", "1 minute", "15 minutes": how long to wait, rounded up. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** What a locked account is told; a password reset unlocks it. */
export const LOCKED_MESSAGE =
  'This account is locked after too many failed sign-ins. Reset your password to unlock it.';

/**
 * Signs a user in: throttle, password, then the second factor. Every attempt goes to the audit
 * log. Returns the user and the new session's token.
 */
export async function logIn(
  services: Services,
  input: z.output<typeof loginRequestSchema>,
  client: ClientInfo,
): Promise<{ user: UserRecord; token: string; companyId: string | null }> {
  const { storage, throttle } = services;
  const audit = (outcome: string, user?: UserRecord) =>
    appendAudit(storage, services.config.clock, {
      kind: 'sign-in',
      email: input.email,
      userId: user?.id ?? null,
      outcome,
      ...client,
    });

  const decision = throttle.check(input.email, client.ip);
  if (decision.kind === 'locked') {
    audit('locked', userByEmail(storage, input.email));
    await storage.save();
    throw new HttpError(423, { error: LOCKED_MESSAGE });
  }
  if (decision.kind === 'delayed') {
    audit('rate-limited', userByEmail(storage, input.email));
    await storage.save();
    const wait = decision.retryAfterSeconds;
    throw new HttpError(
      429,
      { error: `Too many sign-in attempts. Try again in ${waitText(wait)}.` },
      { 'Retry-After': String(wait) },
    );
  }
  const user = userByEmail(storage, input.email);
  // An unknown e-mail costs the same hash as a known one, so timing does not reveal accounts.
  dummyHash ??= hashPassword('keel-dummy-password-for-timing', services.config.argon2);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await dummyHash, input.password), false);
  if (!user || !ok) {
    throttle.fail(input.email, client.ip);
    audit(user ? 'wrong-password' : 'unknown-email', user);
    await storage.save();
    throw new HttpError(401, { error: 'Invalid email or password' });
  }
  if (user.totp?.enabled) {
    if (!input.totpCode) {
      audit('two-factor-required', user);
      await storage.save();
      throw new HttpError(401, { error: 'Two-factor code required', twoFactorRequired: true });
    }
    const check = checkSecondFactor(
      user,
      input.totpCode,
      services.secrets,
      services.config.clock.now().getTime(),
    );
    if (check !== 'accepted') {
      throttle.fail(input.email, client.ip);
      // A replayed code gets the same answer as a wrong one; only the audit log tells them apart.
      audit(check === 'replayed' ? 'two-factor-replayed' : 'two-factor-failed', user);
      await storage.save();
      throw new HttpError(401, { error: 'Invalid two-factor code', twoFactorRequired: true });
    }
  }
  throttle.succeed(input.email, client.ip);
  const companyId =
    user.currentCompanyId && membershipOf(storage, user.currentCompanyId, user.id)
      ? user.currentCompanyId
      : null;
  const token = startSession(storage, services.config.clock, user.id, companyId, input.rememberMe);
  audit('success', user);
  await storage.save();
  return { user, token, companyId };
}
