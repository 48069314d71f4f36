import { z } from 'zod';
import { centsSchema, defineRoute, jobSchema } from '@keel/core/domain';
import { deadlineSchema } from './deadlines/deadline';
import { form941WorksheetSchema } from './documents/form941Worksheet';
import { liabilitySchema } from './liabilities/liability';
import { opportunitySchema } from './opportunities/opportunity';
import { taxSummarySchema } from './position/taxSummary';
import { taxLiabilitiesAnswerSchema } from './public';
import {
  analyzeBodySchema,
  completeDeadlineBodySchema,
  implementBodySchema,
  processPaymentBodySchema,
  schedulePaymentBodySchema,
} from './requests';
import { paymentRowSchema, scheduledPaymentRowSchema } from './schema';

/** A recorded payment as the routes answer it. */
export const paymentAnswerSchema = paymentRowSchema.extend({ id: z.string() });

/** A scheduled payment as the routes answer it. */
export const scheduledPaymentAnswerSchema = scheduledPaymentRowSchema
  .omit({ createdByUserId: true, createdByRole: true })
  .extend({ id: z.string() });

/** The opportunities of the latest analysis, the strip, and which were implemented. */
export const opportunitiesAnswerSchema = z.object({
  /** When the analysis behind them ran; null before the first Run Analysis. */
  analyzedAt: z.string().nullable(),
  opportunities: z.array(opportunitySchema.extend({ implemented: z.boolean() })),
  /** Null when Keel has no tax figures for the year (`missingYear` says which). */
  summary: taxSummarySchema.nullable(),
  missingYear: z.string().nullable(),
});

/**
 * The REST routes of Tax Optimization, declared once (spec 001 section 7, and the reads of issue
 * 13). The company is the `companyId` query parameter of a read and a body field of a write.
 */
export const taxRoutes = {
  liabilities: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/liabilities',
    answer: taxLiabilitiesAnswerSchema,
  }),
  deadlines: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/deadlines',
    answer: z.object({ deadlines: z.array(deadlineSchema) }),
  }),
  payments: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/payments',
    answer: z.object({ payments: z.array(paymentAnswerSchema) }),
  }),
  opportunities: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/opportunities',
    answer: opportunitiesAnswerSchema,
  }),
  analyze: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/analyze',
    body: analyzeBodySchema,
    answer: z.object({ job: jobSchema }),
  }),
  implement: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/opportunities/:opportunityId/implement',
    body: implementBodySchema,
    answer: z.object({ task: z.string(), draftEntry: z.boolean() }),
  }),
  completeDeadline: defineRoute({
    mount: 'plugin',
    method: 'PATCH',
    path: '/deadlines/:id',
    body: completeDeadlineBodySchema,
    answer: z.object({ deadline: deadlineSchema }),
  }),
  processPayment: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/payments/process',
    body: processPaymentBodySchema,
    answer: z.object({ payment: paymentAnswerSchema }),
  }),
  scheduledPayments: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/scheduled-payments',
    answer: z.object({ scheduledPayments: z.array(scheduledPaymentAnswerSchema) }),
  }),
  schedulePayment: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/payments/schedule',
    body: schedulePaymentBodySchema,
    answer: z.object({ scheduledPayment: scheduledPaymentAnswerSchema }),
  }),
  documents: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/documents',
    answer: z.object({ form941: z.array(form941WorksheetSchema) }),
  }),
  /** Recalculate: the liabilities of one tax type, computed again from the books and payroll. */
  calculate: defineRoute({
    mount: 'company',
    method: 'POST',
    path: '/tax-liability/:taxType',
    answer: z.object({
      liabilities: z.array(liabilitySchema),
      outstandingCents: centsSchema,
    }),
  }),
};
