import { consumeTotp, newRecoveryCodes, type TotpCheck } from '../auth/totp';
import { HttpError } from '../http/httpError';
import type { UserRecord } from '../storage/records';
import type { Services } from '../services';
import { appendAudit } from './audit';
import type { ClientInfo } from './login';

const wrongCode = () =>
  new HttpError(400, {
    error: 'code: The code is wrong or expired',
    fields: { code: 'The code is wrong or expired' },
  });

/**
 * Turns two-factor authentication on after setup, with a code from the authenticator app. A wrong
 * or replayed code is refused (the same answer for both) and recorded in the audit log. Returns the
 * ten recovery codes, shown once.
 */
export async function enableTwoFactor(
  services: Services,
  user: UserRecord,
  code: string,
  client: ClientInfo,
): Promise<string[]> {
  const { storage } = services;
  if (user.totp?.enabled)
    throw new HttpError(409, { error: 'Two-factor authentication is already on' });
  if (!user.totp) throw new HttpError(409, { error: 'Start the two-factor setup first' });
  const audit = (outcome: string) =>
    appendAudit(storage, services.config.clock, {
      kind: 'account',
      email: user.email,
      userId: user.id,
      outcome,
      ...client,
    });
  const { codes, hashes } = newRecoveryCodes();
  const now = services.config.clock.now().getTime();
  // Checked against the stored record as it is now: a code accepted once is never accepted again.
  let check = 'wrong' as TotpCheck;
  await storage.users.update(user.id, (current) => {
    if (!current?.totp || current.totp.enabled) return current;
    const totp = { ...current.totp };
    check = consumeTotp(totp, services.secrets.open(totp.secret), code, now);
    return check === 'accepted'
      ? { ...current, totp: { ...totp, enabled: true, recoveryCodeHashes: hashes } }
      : current;
  });
  if (check !== 'accepted') {
    await audit(check === 'replayed' ? 'two-factor code replayed' : 'two-factor code wrong');
    throw wrongCode();
  }
  await audit('two-factor enabled');
  return codes;
}
