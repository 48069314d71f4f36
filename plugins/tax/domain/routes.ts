import { z } from 'zod';
import { centsSchema, defineRoute, jobSchema } from '@keel/core/domain';
import { deadlineSchema } from './deadlines/deadline';
import { form941WorksheetSchema } from './documents/form941Worksheet';
import { yearFormsSchema } from './documents/formYears';
import { consultationBodySchema, consultationRowSchema } from './consultations/consultation';
import { documentLibrarySchema, uploadedDocumentSchema } from './documents/library';
import { liabilitySchema } from './liabilities/liability';
import { opportunitySchema } from './opportunities/opportunity';
import { taxSummarySchema } from './position/taxSummary';
import { taxLiabilitiesAnswerSchema } from './public';
import {
  analyzeBodySchema,
  completeDeadlineBodySchema,
  implementBodySchema,
  processPaymentBodySchema,
  profileBodySchema,
  schedulePaymentBodySchema,
} from './requests';
import { paymentRowSchema, scheduledPaymentRowSchema } from './schema';
import { taxProfileSchema } from './estimate/taxProfile';

/** A recorded payment as the routes answer it. */
export const paymentAnswerSchema = paymentRowSchema.extend({ id: z.string() });

/** A scheduled payment as the routes answer it. */
export const scheduledPaymentAnswerSchema = scheduledPaymentRowSchema
  .omit({ createdByUserId: true, createdByRole: true })
  .extend({ id: z.string() });

/** The saved tax profile (the default one before any save), and who saved it when. */
export const profileAnswerSchema = z.object({
  profile: taxProfileSchema,
  savedAt: z.string().nullable(),
  savedBy: z.string().nullable(),
});

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
    answer: z.object({
      form941: z.array(form941WorksheetSchema),
      yearForms: yearFormsSchema,
      /** The uploads of the year and the category cards; null when Keel prints no year's forms. */
      library: documentLibrarySchema.nullable(),
    }),
  }),
  /** The tax profile (owners, admins, accountants and CPAs only: it holds last year's tax). */
  profile: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/profile',
    answer: profileAnswerSchema,
  }),
  saveProfile: defineRoute({
    mount: 'plugin',
    method: 'PUT',
    path: '/profile',
    body: profileBodySchema,
    answer: profileAnswerSchema,
  }),
  /** Schedule Tax Planning Consultation (spec: type, date, time, format; here the values chosen). */
  scheduleConsultation: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/consultations',
    body: consultationBodySchema,
    answer: z.object({
      consultation: consultationRowSchema.extend({ id: z.string() }),
    }),
  }),
  /** Upload Documents: multipart `companyId`, `taxYear`, `category` and `file`. */
  uploadDocument: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/documents/upload',
    answer: z.object({ document: uploadedDocumentSchema }),
  }),
  /** An uploaded document's bytes. */
  documentFile: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/documents/files/:fileId',
    answer: undefined,
  }),
  /** Deletes an uploaded document; the company is the `companyId` query (a DELETE has no body). */
  deleteDocument: defineRoute({
    mount: 'plugin',
    method: 'DELETE',
    path: '/documents/:documentId',
    answer: z.object({ deleted: uploadedDocumentSchema }),
  }),
  /** Forms W-2 of a tax year (one employee's with `employeeId`), a page each. */
  w2Pdf: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/documents/w-2.pdf',
    answer: undefined,
  }),
  /** Form W-3 of a tax year: the totals of its Forms W-2. */
  w3Pdf: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/documents/w-3.pdf',
    answer: undefined,
  }),
  /** Forms 1099-NEC of a tax year (one vendor's with `vendorId`), a page each. */
  nec1099Pdf: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/documents/1099-nec.pdf',
    answer: undefined,
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
