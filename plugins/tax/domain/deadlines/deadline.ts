import { z } from 'zod';
import { isoDateSchema } from '@keel/core/domain';

/** The spec's deadline statuses and types (spec 001 section 3, Tax deadline). */
export const deadlineStatuses = [
  'pending',
  'automated',
  'in_progress',
  'overdue',
  'completed',
] as const;

/** A filing or payment deadline that applies to the company, from the tax calendar. */
export const deadlineSchema = z.object({
  id: z.string(),
  /** The due date, YYYY-MM-DD (the spec's `deadline` text is this date, formatted). */
  dueDate: isoDateSchema,
  /** The later date when every deposit was made on time (Forms 941 and 940), or null. */
  ifDepositedOnTime: isoDateSchema.nullable(),
  description: z.string(),
  form: z.string(),
  taxYear: z.number().int(),
  /** What is due: an amount for a payment, what the return reports for a filing, or ''. */
  amountCents: z.number().int().nullable(),
  status: z.enum(deadlineStatuses),
  type: z.enum(['payment', 'filing']),
  /** The liability a payment deadline pays, or null. */
  liabilityId: z.string().nullable(),
  source: z.string(),
  completedBy: z.string().nullable(),
});
/** One deadline. */
export type Deadline = z.output<typeof deadlineSchema>;
