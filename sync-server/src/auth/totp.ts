import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashToken } from './tokens';

const ISSUER = 'Keel';

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random TOTP secret (160 bits, base32). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app scans. */
export function otpauthUrl(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

const PERIOD_S = 30;

/**
 * The 30 s time step a 6-digit code belongs to, when it is valid at `now` (one step of clock drift
 * allowed either way); null when it is not.
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, 'check').validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** What checking a code against a user's TOTP record found. */
export type TotpCheck = 'accepted' | 'wrong' | 'replayed';

/**
 * Checks a code against the (opened) secret and, when it is accepted, records its step in
 * `totp.lastStep` (the caller saves): a code whose step is not newer than the last accepted one is
 * refused as a replay.
 */
export function consumeTotp(
  totp: { lastStep: number | null },
  secret: string,
  code: string,
  now: number,
): TotpCheck {
  const step = totpStep(secret, code, now);
  if (step === null) return 'wrong';
  if (totp.lastStep !== null && step <= totp.lastStep) return 'replayed';
  totp.lastStep = step;
  return 'accepted';
}

/** Ten single-use recovery codes, e.g. `k3j9a-x82mq`, and their hashes for storage. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

/** The stored form of a recovery code (case and dashes ignored). */
export function recoveryCodeHash(code: string): string {
  return hashToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}
