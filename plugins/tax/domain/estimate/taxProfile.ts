import { z } from 'zod';
import type { BusinessType } from '@keel/core/domain';
import { filingStatuses } from '../figures/taxFigures';

/** How the business's profit is taxed: on the owners' returns, or by the corporation at 21%. */
export type EntityKind = 'pass_through' | 'c_corporation';

/**
 * The company's business type (Company Settings) as the tax sees it: a sole proprietorship, an LLC
 * (taxed as a partnership or disregarded, absent an election) and a partnership pass their profit
 * through to the owners with self-employment tax; a corporation is taxed as a C corporation.
 */
export function entityKindOf(businessType: BusinessType): EntityKind {
  return businessType === 'corporation' ? 'c_corporation' : 'pass_through';
}

const optionalCents = z.number().int().nonnegative().nullable();

/**
 * What the books cannot say and the owner or accountant tells Keel once (the Tax profile): the
 * owners' filing status and number, last year's tax for the safe harbor, the home office's square
 * feet, business miles driven and the salary an owner would be paid as an S corporation employee.
 * Null: not given (a rule needing it says so instead of guessing).
 */
export const taxProfileSchema = z.object({
  filingStatus: z.enum(filingStatuses, { error: 'Choose a filing status' }),
  owners: z
    .number({ error: 'Owners must be a number' })
    .int('Owners must be a whole number')
    .min(1, 'At least one owner')
    .max(100, 'At most 100 owners'),
  priorYearTaxCents: optionalCents,
  priorYearAgiOver150k: z.boolean(),
  homeOfficeSquareFeet: z.number().int().min(0).max(10_000).nullable(),
  businessMiles: z.number().int().min(0).max(500_000).nullable(),
  ownerSalaryCents: optionalCents,
});
/** The tax profile. */
export type TaxProfile = z.output<typeof taxProfileSchema>;

/** The profile before anyone has filled it in: one owner filing single, nothing else known. */
export const defaultTaxProfile: TaxProfile = {
  filingStatus: 'single',
  owners: 1,
  priorYearTaxCents: null,
  priorYearAgiOver150k: false,
  homeOfficeSquareFeet: null,
  businessMiles: null,
  ownerSalaryCents: null,
};
