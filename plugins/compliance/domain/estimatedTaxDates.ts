import type { BusinessType } from '@keel/core/domain';

/**
 * The owners' estimated tax instalments (Form 1040-ES), by tax year, from
 * shared/tax/us-payroll-2026.md section 3.4 (IRC §6654 and IRS Publication 505 as cited there): for
 * 2026, April 15, June 15 and September 15, 2026 and January 15, 2027. Only years recorded there are
 * listed; a year without its dates adds no deadline.
 */
export const estimatedTaxDates: Readonly<Record<number, readonly string[]>> = {
  2026: ['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15'],
};

/** The businesses whose owners pay estimated tax on the business's profit on their own returns. */
export const passThroughTypes: readonly BusinessType[] = [
  'sole_proprietorship',
  'partnership',
  'llc',
];
