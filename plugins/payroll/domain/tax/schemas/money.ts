import { z } from 'zod';

/**
 * The largest amount of any one input ($100,000,000.00). It keeps every tax product (cents ×
 * rate × periods) inside the safe-integer range, so all arithmetic stays exact.
 */
export const MAX_PAYROLL_CENTS = 10_000_000_000;

/** A non-negative whole number of cents, with messages that name the field. */
export function centsField(label: string, max: number = MAX_PAYROLL_CENTS) {
  return z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is above Keel's payroll limit`);
}

/** A whole count in a range, e.g. allowances. */
export function countField(label: string, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);
}
