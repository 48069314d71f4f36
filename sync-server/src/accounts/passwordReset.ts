import { hashPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import { HttpError } from '../http/httpError';
import type { Services } from '../services';
import { assertStrongPassword } from './signup';
import { userByEmail } from './users';

const RESET_MS = 3600 * 1000;

/** Stores a single-use 1-hour reset token and e-mails its link; silent for unknown e-mails. */
export async function requestPasswordReset(services: Services, email: string): Promise<void> {
  const user = userByEmail(services.storage, email);
  if (!user) return;
  const token = newToken();
  const now = services.config.clock.now().getTime();
  const data = services.storage.data;
  data.resetTokens = data.resetTokens.filter(
    (t) => Date.parse(t.expiresAt) > now && t.usedAt === null,
  );
  data.resetTokens.push({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now + RESET_MS).toISOString(),
    usedAt: null,
  });
  await services.storage.save();
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
  const record = services.storage.data.resetTokens.find((t) => t.tokenHash === hashToken(token));
  if (
    !record ||
    record.usedAt !== null ||
    Date.parse(record.expiresAt) <= services.config.clock.now().getTime()
  )
    throw new HttpError(400, {
      error: 'This reset link is invalid or has expired',
      fields: { token: 'This reset link is invalid or has expired' },
    });
  const user = services.storage.data.users.find((u) => u.id === record.userId);
  if (!user)
    throw new HttpError(400, {
      error: 'This reset link is invalid or has expired',
      fields: { token: 'Unknown account' },
    });
  assertStrongPassword(password, [user.firstName, user.lastName, user.email]);
  record.usedAt = services.config.clock.now().toISOString();
  user.passwordHash = await hashPassword(password, services.config.argon2);
  // The link came to the account's own address: its sign-in lock and delays end here.
  services.throttle.unlock(user.email);
  return user.id;
}

/** Escapes text for an HTML e-mail body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
