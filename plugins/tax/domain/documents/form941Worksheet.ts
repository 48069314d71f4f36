import { z } from 'zod';
import { centsSchema } from '@keel/core/domain';
import type { PayrollInput } from '../payrollInput';
import type { PaymentRow } from '../schema';

/**
 * A Form 941 worksheet for one quarter, from the approved payroll runs (each tax summed over the
 * paychecks, as the register has it) and the deposits recorded in Keel. Line numbers are Form
 * 941's; line 5's column 2 is the tax itself (Social Security and Medicare, employee and employer
 * shares), so the fractions-of-cents adjustment of line 7 is already inside it.
 */
export const form941WorksheetSchema = z.object({
  year: z.number().int(),
  quarter: z.number().int().min(1).max(4),
  runs: z.number().int().nonnegative(),
  grossWagesCents: centsSchema,
  line3IncomeTaxWithheldCents: centsSchema,
  line5aSocialSecurityCents: centsSchema,
  line5cMedicareCents: centsSchema,
  line5dAdditionalMedicareCents: centsSchema,
  line5eTotalCents: centsSchema,
  line12TotalTaxesCents: centsSchema,
  line13DepositsCents: centsSchema,
  line14BalanceDueCents: centsSchema,
  line15OverpaymentCents: centsSchema,
});
/** One quarter's worksheet. */
export type Form941Worksheet = z.output<typeof form941WorksheetSchema>;

/** The worksheets of every quarter with approved runs, oldest first. */
export function form941Worksheets(
  payroll: PayrollInput,
  payments: readonly PaymentRow[],
): Form941Worksheet[] {
  return payroll.totals
    .filter((t) => t.runs > 0)
    .map(({ period, runs, grossCents }) => {
      const sum = (...taxes: string[]) =>
        payroll.liabilities
          .filter(
            (l) =>
              taxes.includes(l.tax) &&
              l.period.year === period.year &&
              l.period.quarter === period.quarter,
          )
          .reduce((total, l) => total + l.liabilityCents, 0);
      const line3 = sum('federalIncomeTax');
      const line5a = sum('socialSecurityEmployee', 'socialSecurityEmployer');
      const line5c = sum('medicareEmployee', 'medicareEmployer');
      const line5d = sum('additionalMedicare');
      const line5e = line5a + line5c + line5d;
      const line12 = line3 + line5e;
      const prefix = `941-${period.year}q${period.quarter}-`;
      const line13 = payments
        .filter((p) => p.liabilityId.startsWith(prefix))
        .reduce((total, p) => total + p.amountCents, 0);
      return {
        year: period.year,
        quarter: period.quarter,
        runs,
        grossWagesCents: grossCents,
        line3IncomeTaxWithheldCents: line3,
        line5aSocialSecurityCents: line5a,
        line5cMedicareCents: line5c,
        line5dAdditionalMedicareCents: line5d,
        line5eTotalCents: line5e,
        line12TotalTaxesCents: line12,
        line13DepositsCents: line13,
        line14BalanceDueCents: Math.max(0, line12 - line13),
        line15OverpaymentCents: Math.max(0, line13 - line12),
      };
    })
    .sort((a, b) => a.year - b.year || a.quarter - b.quarter);
}
