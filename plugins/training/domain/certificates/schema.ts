import { z } from 'zod';

/** A certificate as stored under its code: who earned it, for which module, when, with what. */
export const certificateSchema = z.object({
  code: z.string(),
  userId: z.string(),
  /** The person's name when it was issued, as printed on it. */
  name: z.string(),
  moduleId: z.string(),
  moduleTitle: z.string(),
  /** The day it was issued, YYYY-MM-DD. */
  issuedOn: z.string(),
  right: z.number().int().nonnegative(),
  asked: z.number().int().positive(),
});

/**
 * What anyone, signed in or not, is told about a code: only what the certificate states. `valid`
 * is false for a code no certificate has.
 */
export const certificateVerificationSchema = z.union([
  z.object({
    valid: z.literal(true),
    code: z.string(),
    name: z.string(),
    module: z.string(),
    date: z.string(),
  }),
  z.object({ valid: z.literal(false), code: z.string(), message: z.string() }),
]);

/** A certificate as its holder sees it in their progress. */
export const heldCertificateSchema = z.object({
  code: z.string(),
  moduleId: z.string(),
  moduleTitle: z.string(),
  issuedOn: z.string(),
  scorePercent: z.number(),
});

export type Certificate = z.infer<typeof certificateSchema>;
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
export type HeldCertificate = z.infer<typeof heldCertificateSchema>;

/** A certificate as the public verification states it. */
export function verification(certificate: Certificate): CertificateVerification {
  return {
    valid: true,
    code: certificate.code,
    name: certificate.name,
    module: certificate.moduleTitle,
    date: certificate.issuedOn,
  };
}

/** The answer for a well-formed code that no certificate has. */
export function unknownCode(code: string): Extract<CertificateVerification, { valid: false }> {
  return { valid: false, code, message: `No Keel certificate has the code ${code}` };
}

/** The score of a certificate as a whole percentage. */
export function scorePercent(certificate: Pick<Certificate, 'right' | 'asked'>): number {
  return Math.round((certificate.right / certificate.asked) * 100);
}
