import { z } from 'zod';
import { centsSchema } from '@keel/core/domain';

/** The spec's opportunity categories and difficulties (spec 001 section 3). */
export const opportunityCategories = ['credits', 'deductions', 'planning'] as const;
export const difficulties = ['low', 'medium', 'high'] as const;

/** A journal entry an accountant approves before it is posted: lines by account id, in cents. */
export const draftEntrySchema = z.object({
  memo: z.string(),
  lines: z.array(z.object({ accountId: z.string(), debit: centsSchema, credit: centsSchema })),
});
export type DraftEntry = z.output<typeof draftEntrySchema>;

/** What Implement creates: a task for the accountant, and an adjusting entry to approve when one fits. */
export const followUpSchema = z.object({
  task: z.string(),
  draftEntry: draftEntrySchema.nullable(),
});
export type FollowUp = z.output<typeof followUpSchema>;

/** How an opportunity changes the tax estimate once implemented (see estimate/estimateTax.ts). */
export const adjustmentSchema = z.object({
  businessDeductionCents: centsSchema,
  ownerDeductionCents: centsSchema,
  qbi: z.boolean(),
});

/**
 * A tax-saving opportunity found in the company's books and payroll (spec 001 section 3, with
 * what Learn More shows: the rule, its source and the company figures it used). `potentialSaving`
 * is the federal tax it saves at the business's marginal rate, in cents, or null when a figure it
 * needs is missing (`missing` says which).
 */
export const opportunitySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  potentialSaving: centsSchema.nullable(),
  difficulty: z.enum(difficulties),
  timeframe: z.string(),
  category: z.enum(opportunityCategories),
  /** How complete the data behind it is, in percent. */
  confidence: z.number().int().min(0).max(100),
  requirements: z.array(z.string()),
  rule: z.string(),
  source: z.string(),
  figuresUsed: z.array(z.object({ label: z.string(), value: z.string() })),
  missing: z.array(z.string()),
  adjustment: adjustmentSchema,
  followUp: followUpSchema,
});
/** One opportunity. */
export type Opportunity = z.output<typeof opportunitySchema>;
