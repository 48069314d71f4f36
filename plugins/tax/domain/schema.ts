import { z } from 'zod';
import { centsSchema, isoDateSchema } from '@keel/core/domain';

/** The spec's tax types (spec 001 section 3, Tax liability `type`). */
export const taxTypes = ['payroll', 'sales', 'unemployment', 'estimated', 'property'] as const;
/** One tax type. */
export type TaxType = (typeof taxTypes)[number];
/** The spec's payment methods: ACH Bank Transfer, Wire Transfer, Electronic Check. */
export const paymentMethods = ['ach', 'wire', 'check'] as const;

/** A payment someone made outside Keel and recorded (Pay Now). */
export const paymentRowSchema = z.object({
  liabilityId: z.string(),
  taxType: z.enum(taxTypes),
  amountCents: centsSchema,
  method: z.enum(paymentMethods),
  paidOn: isoDateSchema,
  /** The ledger entry that records it against the liability and cash. */
  entryId: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type PaymentRow = z.output<typeof paymentRowSchema>;

/** The spec's schedule frequencies. */
export const frequencies = ['one-time', 'monthly', 'quarterly', 'annually'] as const;
/** One frequency. */
export type Frequency = (typeof frequencies)[number];

/**
 * A payment to be recorded on a date, once or repeating (Schedule): on each date the jobs service
 * records it against its liability (or, once that is paid, the earliest open one of the same tax
 * type), as the member who scheduled it, and notifies.
 */
export const scheduledPaymentRowSchema = z.object({
  liabilityId: z.string(),
  taxType: z.enum(taxTypes),
  amountCents: centsSchema,
  method: z.enum(paymentMethods),
  frequency: z.enum(frequencies),
  /** The next date it is recorded on. */
  nextDate: isoDateSchema,
  status: z.enum(['active', 'done']),
  createdBy: z.string(),
  createdByUserId: z.string(),
  createdByRole: z.string(),
  createdAt: z.string(),
  /** How many times it has been recorded. */
  recorded: z.number().int().nonnegative(),
});
/** One scheduled payment. */
export type ScheduledPaymentRow = z.output<typeof scheduledPaymentRowSchema>;

/** A deadline someone marked complete (Mark Complete). */
export const deadlineCompletionRowSchema = z.object({
  completedAt: z.string(),
  completedBy: z.string(),
});

/** An opportunity someone chose to implement, and the follow-up it created (a JSON cell). */
export const decisionRowSchema = z.object({
  decidedAt: z.string(),
  decidedBy: z.string(),
  /** The opportunity as it was when implemented (opportunitySchema, JSON). */
  opportunity: z.string(),
  task: z.string(),
  taskStatus: z.enum(['open', 'done']),
  /** The adjusting entry draft for the accountant to approve (JSON), or ''. */
  draftEntry: z.string(),
});

/** The latest analysis: when it ran, who ran it, and the opportunities it found (JSON). */
export const analysisRowSchema = z.object({
  ranAt: z.string(),
  ranBy: z.string(),
  jobId: z.string(),
  asOf: isoDateSchema,
  opportunities: z.string(),
});

/** Agency Setup Guide: the company's own notes per tax type (Save Instructions), keyed by tax type. */
export const agencyNoteRowSchema = z.object({
  notes: z.string().max(5000),
  updatedAt: z.string(),
  updatedBy: z.string(),
});

/** Who may record payments and implement opportunities (issue 13). */
export const taxDeciders = ['owner', 'admin', 'accountant', 'cpa'] as const;

/**
 * Tax Optimization's tables. All but the agency notes are written by the server alone: a payment
 * posts to the books, a decision creates a follow-up, an analysis is computed, a completion is
 * checked against the calendar. `write` names who may ask for them (issue 13).
 */
export const taxTables = {
  payments: { schema: paymentRowSchema, write: [...taxDeciders], writtenBy: 'server' },
  scheduledPayments: {
    schema: scheduledPaymentRowSchema,
    write: [...taxDeciders],
    writtenBy: 'server',
  },
  deadlineCompletions: {
    schema: deadlineCompletionRowSchema,
    write: [...taxDeciders],
    writtenBy: 'server',
  },
  decisions: { schema: decisionRowSchema, write: [...taxDeciders], writtenBy: 'server' },
  analyses: { schema: analysisRowSchema, write: [...taxDeciders], writtenBy: 'server' },
  /** Notes only: written by those who decide on tax, live through sync. */
  agencyNotes: { schema: agencyNoteRowSchema, write: [...taxDeciders] },
} as const;

/** The one row of the analyses table. */
export const LATEST_ANALYSIS = 'latest';
