import { z } from 'zod';
import { yearEndFilingsOf } from '../figures/taxYears';

/**
 * The tax years Keel prints Forms W-2, W-3 and 1099-NEC for: those whose due dates it has
 * (shared/tax §3.2, `yearEndFilingsOf`), up to the current year. The 1099-NEC threshold of each
 * is the ledger service's (shared/tax §3.3: $600 for 2025 payments, $2,000 for 2026).
 */
export function formTaxYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= currentYear - 3; year -= 1) {
    if (yearEndFilingsOf(year)) years.push(year);
  }
  return years;
}

const cents = z.number().int().nonnegative();

/** The year-end forms of a tax year the Documents tab lists, each downloadable as a PDF. */
export const yearFormsSchema = z.object({
  /** The year listed; null when Keel prints forms for no year yet. */
  taxYear: z.number().int().nullable(),
  /** The years a member may choose, newest first. */
  taxYears: z.array(z.number().int()),
  /** Forms W-2 (and the W-3) of the year's approved payroll; null for a role without payroll access. */
  w2: z
    .object({
      dueDate: z.string().nullable(),
      employees: z.array(z.object({ employeeId: z.string(), name: z.string(), wagesCents: cents })),
    })
    .nullable(),
  /** Forms 1099-NEC of the 1099 vendors paid at least the year's threshold. */
  form1099Nec: z.object({
    dueDate: z.string().nullable(),
    thresholdCents: cents,
    vendors: z.array(
      z.object({
        vendorId: z.string(),
        name: z.string(),
        paidCents: cents,
        taxIdOnFile: z.boolean(),
      }),
    ),
  }),
});
export type YearForms = z.output<typeof yearFormsSchema>;
