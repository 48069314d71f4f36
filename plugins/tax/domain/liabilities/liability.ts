import { z } from 'zod';
import { centsSchema, isoDateSchema } from '@keel/core/domain';
import { taxTypes } from '../schema';

/** The spec's calculated and pending (a scheduled payment covers it), and what a ledger adds: paid, overdue. */
export const liabilityStatuses = ['calculated', 'pending', 'paid', 'overdue'] as const;

/**
 * A tax the company owes (spec 001 section 3, Tax liability), computed from its payroll and books:
 * the whole liability, what was recorded as paid, and what is outstanding (`amountCents`). A due
 * date Keel's tax figures do not give is null, and the description says why.
 */
export const liabilitySchema = z.object({
  id: z.string(),
  type: z.enum(taxTypes),
  title: z.string(),
  liabilityCents: centsSchema,
  paidCents: centsSchema,
  amountCents: centsSchema,
  dueDate: isoDateSchema.nullable(),
  status: z.enum(liabilityStatuses),
  jurisdiction: z.string(),
  form: z.string(),
  description: z.string(),
  /** Where the payment is made: Keel moves no money. */
  payAt: z.string(),
  /** The ledger account a payment is recorded against. */
  accountId: z.string(),
});
/** One liability. */
export type Liability = z.output<typeof liabilitySchema>;

/** Where each kind of tax is paid (shown in Process Tax Payment). */
export const payAt = {
  federal:
    'EFTPS (eftps.gov), the IRS Electronic Federal Tax Payment System, or IRS Direct Pay for estimated tax',
  state: 'the state tax agency’s online portal',
} as const;
