/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A certificate's verification code: KEEL- and three groups of four, 60 random bits. */
export const CERTIFICATE_CODE = /^KEEL(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** What a malformed code is told. */
export const MALFORMED_CODE = 'A verification code looks like KEEL-XXXX-XXXX-XXXX';

/** A new code from 12 random bytes (only the low 5 bits of each are used). */
export function certificateCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < 12) throw new Error('A certificate code needs 12 random bytes');
  const chars = Array.from(randomBytes.slice(0, 12), (b) => ALPHABET[b & 31]).join('');
  return `KEEL-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** The code as typed (spaces around it, lower case) in its stored form, or null when malformed. */
export function normalizeCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return CERTIFICATE_CODE.test(code) ? code : null;
}
