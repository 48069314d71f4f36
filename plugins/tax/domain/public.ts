/**
 * What other plugins may use of Tax Optimization, server only: the liabilities and deadlines
 * (`tax.liabilities`) and the tax-saving opportunities (`tax.opportunities`). List them in your
 * plugin.ts `uses` (or `optionalUses`), then call `ctx.services.get(taxLiabilitiesRef).read(member)`
 * (or `taxOpportunitiesRef`) with the member `auth.requireMember` gave.
 */
import { z } from 'zod';
import { centsSchema, createServiceRef, isoDateSchema, type Role } from '@keel/core/domain';
import { deadlineSchema } from './deadlines/deadline';
import { liabilitySchema } from './liabilities/liability';
import { opportunitySchema } from './opportunities/opportunity';
import { TAX_LIABILITIES_SERVICE, TAX_OPPORTUNITIES_SERVICE } from './serviceId';

export { deadlineSchema, deadlineStatuses } from './deadlines/deadline';
export type { Deadline } from './deadlines/deadline';
export { liabilitySchema, liabilityStatuses } from './liabilities/liability';
export type { Liability } from './liabilities/liability';
export { taxTypes } from './schema';
export type { TaxType } from './schema';

/**
 * A company's taxes as of today: every liability computed from its payroll and books (what was
 * paid and what is outstanding, to the cent), the deadlines of the year that apply to it, Total
 * Outstanding and Due This Month (the next 30 days, overdue included).
 */
export const taxLiabilitiesAnswerSchema = z.object({
  asOf: isoDateSchema,
  liabilities: z.array(liabilitySchema),
  deadlines: z.array(deadlineSchema),
  outstandingCents: centsSchema,
  dueThisMonthCents: centsSchema,
  /** Auto-Payment Setup: of the tax types with something outstanding, how many are scheduled. */
  autoPayment: z.object({
    automated: z.number().int().nonnegative(),
    taxes: z.number().int().nonnegative(),
  }),
});
/** The answer of `tax.liabilities`. */
export type TaxLiabilitiesAnswer = z.output<typeof taxLiabilitiesAnswerSchema>;

/** Who asks: the member `auth.requireMember` answered (a MemberContext fits), for their company. */
export interface TaxAsker {
  companyId: string;
  role: Role;
  /** Their user id: their company list gives the business type (a sole proprietorship without it). */
  userId?: string;
}

/**
 * The service on the server. Payroll taxes are shown only to roles with payroll access (the
 * payroll facts decide); the owners' estimated income tax only to owners, admins, accountants and
 * CPAs.
 */
export interface TaxLiabilitiesService {
  read(asker: TaxAsker): Promise<TaxLiabilitiesAnswer>;
}

/** The tax liabilities and deadlines (`tax.liabilities`), on the server. */
export const taxLiabilitiesRef = createServiceRef<TaxLiabilitiesService>(TAX_LIABILITIES_SERVICE);

/**
 * The tax-saving opportunities the rules find in the company's books and payroll now (each with
 * its saving in cents or null when a figure it needs is missing, the rule, its source and the
 * figures used), largest saving first, and whether someone chose to implement it. Empty with a
 * `reason` when Keel has no tax figures for the books' year.
 */
export const taxOpportunitiesAnswerSchema = z.object({
  asOf: isoDateSchema,
  opportunities: z.array(opportunitySchema.extend({ implemented: z.boolean() })),
  reason: z.string().nullable(),
});
/** The answer of `tax.opportunities`. */
export type TaxOpportunitiesAnswer = z.output<typeof taxOpportunitiesAnswerSchema>;
export type { Opportunity } from './opportunities/opportunity';

/** The service on the server: what any member of the company may read on the Opportunities tab. */
export interface TaxOpportunitiesService {
  read(asker: TaxAsker): Promise<TaxOpportunitiesAnswer>;
}

/** The tax-saving opportunities (`tax.opportunities`), on the server. */
export const taxOpportunitiesRef =
  createServiceRef<TaxOpportunitiesService>(TAX_OPPORTUNITIES_SERVICE);
