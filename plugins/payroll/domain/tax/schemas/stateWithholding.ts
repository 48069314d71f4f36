import { z } from 'zod';
import { centsField, countField } from './money';

/** Arizona Form A-4 elected withholding percentages — us-payroll-2026.md §4.2. */
export const ARIZONA_A4_PERCENTAGES = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5] as const;

/**
 * An employee's state withholding certificate, in the few fields the exact state modules read.
 * Every field is optional; each module documents the default it uses.
 */
export const stateWithholdingSchema = z.object({
  /** Regular allowances / exemptions on the state form (CA DE 4 line 1a, NY IT-2104, IL-W-4 line 1, MI, NC, ID, GA dependents, IN personal). Default: the employee's taxAllowances. */
  allowances: countField('State allowances', 99).optional(),
  /** CA DE 4 line 1b estimated-deduction allowances, IL-W-4 line 2 allowances, IN WH-4 dependent exemptions. */
  additionalAllowances: countField('State additional allowances', 99).default(0),
  /** IN WH-4 adopted dependents. */
  adoptedDependents: countField('Adopted dependents', 99).default(0),
  /** Married with a working spouse (CA "Married with two or more incomes", IA column A, MS $2,300 each). */
  spouseAlsoEarns: z.boolean({ error: 'spouseAlsoEarns must be true or false' }).default(false),
  /** Annual allowance in cents: CO DR 0004 line 2, MS 89-350 exemptions. */
  annualAllowance: centsField('State annual allowance').optional(),
  /** IA W-4 line 7 annual credit, in cents. */
  annualCredit: centsField('State annual credit').default(0),
  /** AZ Form A-4 elected percentage of gross wages (default 2.0). */
  arizonaPercent: z
    .number({ error: 'Arizona withholding percentage must be a number' })
    .refine((value) => (ARIZONA_A4_PERCENTAGES as readonly number[]).includes(value), {
      message: `Arizona withholding percentage must be one of ${ARIZONA_A4_PERCENTAGES.join(', ')}`,
    })
    .optional(),
  /** LA Form L-4 claim: 0 (no L-4), 1 or 2. */
  louisianaClaim: countField('Louisiana L-4 claim', 2).default(0),
  /** Extra state withholding per pay period, in cents. */
  extraWithholding: centsField('State extra withholding').default(0),
});
export type StateWithholding = z.infer<typeof stateWithholdingSchema>;

/** The certificate of an employee who gave none: every default above. */
export const NO_STATE_CERTIFICATE: StateWithholding = Object.freeze(
  stateWithholdingSchema.parse({}),
);
