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

/** Whether a 6-digit code is valid now (one 30 s step of clock drift allowed). */
export function verifyTotp(secret: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpFor(secret, 'check').validate({ token: code, window: 1 }) !== null;
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
