import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A new unguessable token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token, hex: what storage keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new record id. */
export function newId(): string {
  return randomUUID();
}
