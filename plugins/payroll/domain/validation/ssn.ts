import { z } from 'zod';

/**
 * A Social Security number, written 123-45-6789 or as nine digits, kept as nine digits. The SSA
 * never issues area 000, 666 or 900–999, group 00 or serial 0000, so those are typing mistakes.
 */
export const ssnSchema = z
  .string({ error: 'SSN must be text' })
  .trim()
  .transform((text) => text.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{9}$/, { error: 'SSN must be 9 digits, like 123-45-6789', abort: true })
      .refine(
        (ssn) => !/^(000|666|9\d\d)/.test(ssn),
        'SSN area number (first 3 digits) is never issued',
      )
      .refine((ssn) => ssn.slice(3, 5) !== '00', 'SSN group number (digits 4–5) cannot be 00')
      .refine((ssn) => ssn.slice(5) !== '0000', 'SSN serial number (last 4 digits) cannot be 0000'),
  );

/** "•••-••-6789": an SSN as screens show it. */
export function maskSsn(last4: string): string {
  return `•••-••-${last4}`;
}
