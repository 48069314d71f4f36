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
 * Checks a TOTP code (recording its step, so it cannot be used again) or consumes a recovery code,
 * on a copy of the user's two-factor record: answers the check and the record to store.
 */
function checkSecondFactor(
  stored: NonNullable<UserRecord['totp']>,
  code: string,
  secrets: SecretBox,
  now: number,
): { check: TotpCheck; totp: NonNullable<UserRecord['totp']> } {
  const totp = { ...stored, recoveryCodeHashes: [...stored.recoveryCodeHashes] };
  const check = consumeTotp(totp, secrets.open(totp.secret), code, now);
  if (check !== 'wrong') return { check, totp };
  const at = totp.recoveryCodeHashes.indexOf(recoveryCodeHash(code));
  if (at < 0) return { check: 'wrong', totp };
  totp.recoveryCodeHashes.splice(at, 1);
  return { check: 'accepted', totp };
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

  const decision = await throttle.check(input.email, client.ip);
  if (decision.kind === 'locked') {
    await audit('locked', await userByEmail(storage, input.email));
    throw new HttpError(423, { error: LOCKED_MESSAGE });
  }
  if (decision.kind === 'delayed') {
    await audit('rate-limited', await userByEmail(storage, input.email));
    const wait = decision.retryAfterSeconds;
    throw new HttpError(
      429,
      { error: `Too many sign-in attempts. Try again in ${waitText(wait)}.` },
      { 'Retry-After': String(wait) },
    );
  }
  const user = await userByEmail(storage, input.email);
  // An unknown e-mail costs the same hash as a known one, so timing does not reveal accounts.
  dummyHash ??= hashPassword('keel-dummy-password-for-timing', services.config.argon2);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await dummyHash, input.password), false);
  if (!user || !ok) {
    await throttle.fail(input.email, client.ip);
    await audit(user ? 'wrong-password' : 'unknown-email', user);
    throw new HttpError(401, { error: 'Invalid email or password' });
  }
  if (user.totp?.enabled) {
    const code = input.totpCode;
    if (!code) {
      await audit('two-factor-required', user);
      throw new HttpError(401, { error: 'Two-factor code required', twoFactorRequired: true });
    }
    // Checked against the stored record as it is now: a code accepted once is never accepted again.
    const now = services.config.clock.now().getTime();
    let check = 'wrong' as TotpCheck;
    await storage.users.update(user.id, (current) => {
      if (!current?.totp?.enabled) return current;
      const checked = checkSecondFactor(current.totp, code, services.secrets, now);
      check = checked.check;
      return check === 'accepted' ? { ...current, totp: checked.totp } : current;
    });
    if (check !== 'accepted') {
      await throttle.fail(input.email, client.ip);
      // A replayed code gets the same answer as a wrong one; only the audit log tells them apart.
      await audit(check === 'replayed' ? 'two-factor-replayed' : 'two-factor-failed', user);
      throw new HttpError(401, { error: 'Invalid two-factor code', twoFactorRequired: true });
    }
  }
  await throttle.succeed(input.email, client.ip);
  const companyId =
    user.currentCompanyId && (await membershipOf(storage, user.currentCompanyId, user.id))
      ? user.currentCompanyId
      : null;
  // The audit record first: a crash between the two never leaves a session it does not show.
  await audit('success', user);
  const token = await startSession(
    storage,
    services.config.clock,
    user.id,
    companyId,
    input.rememberMe,
  );
  return { user, token, companyId };
}
