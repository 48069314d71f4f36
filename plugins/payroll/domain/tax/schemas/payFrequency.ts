import { z } from 'zod';

/** Pay periods per year — us-payroll-2026.md §1.2, Pub 15-T Table 3. */
export const PERIODS_PER_YEAR = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
  daily: 260,
  quarterly: 4,
  semiannually: 2,
} as const;

/** A payroll frequency: the spec's four (weekly, biweekly, semimonthly, monthly) and Table 3's others. */
export const payFrequencySchema = z.enum([
  'weekly',
  'biweekly',
  'semimonthly',
  'monthly',
  'daily',
  'quarterly',
  'semiannually',
]);
export type PayFrequency = z.infer<typeof payFrequencySchema>;
