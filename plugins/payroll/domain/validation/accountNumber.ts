import { z } from 'zod';

/** The NACHA DFI Account Number field holds 17 characters (formats 1a, Record 6 field 5). */
export const MAX_ACCOUNT_NUMBER_DIGITS = 17;

/** A bank account number: trimmed, digits only (leading zeros kept), at most 17 digits. */
export const accountNumberSchema = z
  .string({ error: 'Account number is required' })
  .trim()
  .min(1, { error: 'Account number is required', abort: true })
  .regex(/^\d+$/, { error: 'Account number must contain digits only', abort: true })
  .max(
    MAX_ACCOUNT_NUMBER_DIGITS,
    `Account number must be at most ${MAX_ACCOUNT_NUMBER_DIGITS} digits`,
  );

/** An account number for display with only its last four characters shown, e.g. "••••6789". */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return '•'.repeat(Math.max(accountNumber.length - visible.length, 0)) + visible;
}
