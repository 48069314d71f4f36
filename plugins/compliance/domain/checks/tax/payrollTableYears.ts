/**
 * The tax years whose payroll withholding tables Keel has: 2025 and 2026 (Payroll's
 * domain/tax/years/2025 and /2026, from shared/tax/us-payroll-2026.md). 2027 is not among them:
 * shared/tax/us-payroll-2027-status.md (research status 2026-11-25) found neither the 2027 Pub 15-T
 * nor the Rev. Proc. brackets, and Payroll refuses a 2027 pay date until they are added. The payroll
 * facts do not say which years Payroll has, so this list is updated with Payroll's.
 */
export const PAYROLL_TABLE_YEARS: readonly number[] = [2025, 2026];
