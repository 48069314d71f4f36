/**
 * When Forms 1099-NEC for a year's payments are due to the recipients and the IRS (January 31,
 * moved to the next business day), by the year of the payments: shared/tax/us-payroll-2026.md
 * section 3.2 (2025 and 2026) and shared/tax/us-payroll-2027-status.md section 3.2 (2027, derived
 * there from the same rule and the calendar). A year without its date adds no deadline.
 */
export const form1099NecDueDates: Readonly<Record<number, string>> = {
  2025: '2026-02-02',
  2026: '2027-02-01',
  2027: '2028-01-31',
};
