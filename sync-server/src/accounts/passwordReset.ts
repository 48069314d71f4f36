import { hashPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import { HttpError } from '../http/httpError';
import type { ResetTokenRecord } from '../storage/records';
import type { RecordChange } from '../storage/storage';
import type { Services } from '../services';
import { assertStrongPassword } from './signup';
import { userByEmail } from './users';

const RESET_MS = 3600 * 1000;

/** Stores a single-use 1-hour reset token and e-mails its link; silent for unknown e-mails. */
export async function requestPasswordReset(services: Services, email: string): Promise<void> {
  const { storage } = services;
  const user = await userByEmail(storage, email);
  if (!user) return;
  const token = newToken();
  const now = services.config.clock.now().getTime();
  const spent = (await storage.resetTokens.list()).filter(
    (t) => Date.parse(t.expiresAt) <= now || t.usedAt !== null,
  );
  await storage.write([
    ...spent.map((t): RecordChange => ({ in: 'resetTokens', delete: t.tokenHash })),
    {
      in: 'resetTokens',
      put: {
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(now + RESET_MS).toISOString(),
        usedAt: null,
      },
    },
  ]);
  const link = services.linkTo(`/reset-password/${token}`);
  try {
    await services.mailer.send({
      to: user.email,
      subject: 'Reset your Keel password',
      html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Someone asked to reset the password of your Keel account. The link works once, for one hour:</p><p><a href="${link}">${link}</a></p><p>If it was not you, ignore this e-mail.</p>`,
      text: `Reset your Keel password (the link works once, for one hour): ${link}`,
    });
  } catch (error) {
    services.config.log('error', 'Password reset e-mail failed', { error: String(error) });
  }
}

/** Sets a new password with a reset token (single use, 1 hour); returns the user's id. */
export async function resetPassword(
  services: Services,
  token: string,
  password: string,
): Promise<string> {
  const { storage, config } = services;
  const invalid = () =>
    new HttpError(400, {
      error: 'This reset link is invalid or has expired',
      fields: { token: 'This reset link is invalid or has expired' },
    });
  const usable = (t: ResetTokenRecord | undefined): t is ResetTokenRecord =>
    t !== undefined && t.usedAt === null && Date.parse(t.expiresAt) > config.clock.now().getTime();
  const tokenHash = hashToken(token);
  const record = await storage.resetTokens.get(tokenHash);
  if (!usable(record)) throw invalid();
  const user = await storage.users.get(record.userId);
  if (!user)
    throw new HttpError(400, {
      error: 'This reset link is invalid or has expired',
      fields: { token: 'Unknown account' },
    });
  await assertStrongPassword(password, [user.firstName, user.lastName, user.email]);
  // Used up before anything else, once: two requests with the same link cannot both go on.
  const usedAt = config.clock.now().toISOString();
  let claimed = false;
  await storage.resetTokens.update(tokenHash, (current) => {
    if (!usable(current)) return current;
    claimed = true;
    return { ...current, usedAt };
  });
  if (!claimed) throw invalid();
  const passwordHash = await hashPassword(password, config.argon2);
  await storage.users.update(user.id, (current) => current && { ...current, passwordHash });
  // The link came to the account's own address: its sign-in lock and delays end here.
  await services.throttle.unlock(user.email);
  return user.id;
}

/** Escapes text for an HTML e-mail body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
