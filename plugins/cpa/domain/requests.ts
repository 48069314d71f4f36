import { z } from 'zod';
import { centsSchema, isoDateSchema, recordIdSchema, singleLineSchema } from '@keel/core/domain';
import { serviceOfferingSchema, serviceTypeSchema } from './catalogue/serviceOffering';
import { billingFrequencies } from './clients/engagement';
import { clientStatusSchema, newClientSchema } from './clients/newClient';

/** The practice a read is for: the `companyId` query parameter. */
export const practiceQuerySchema = z.object({ companyId: recordIdSchema });

/** The practice a write is for: a body field, checked before anything else. */
export const practiceBodySchema = z.object({ companyId: recordIdSchema });

/** Save of an edited card: the whole service object (spec 001 section 7), its id optional. */
export const serviceBodySchema = serviceOfferingSchema
  .omit({ id: true })
  .extend({ companyId: recordIdSchema, id: recordIdSchema.optional() });
export type ServiceBody = z.output<typeof serviceBodySchema>;

/**
 * Add Client: what the practice knows of a client not yet on Keel, the engagement's fee and how it
 * is billed, and whether to e-mail it an invitation to Keel (which needs the e-mail).
 */
export const addClientBodySchema = newClientSchema
  .extend({
    companyId: recordIdSchema,
    cpa: recordIdSchema.or(z.literal('')),
    engagementFee: centsSchema.min(0, 'The fee cannot be negative').default(0),
    billing: z
      .enum(billingFrequencies, { error: `Choose ${billingFrequencies.join(', ')}` })
      .default('none'),
    invite: z.boolean().default(false),
  })
  .refine((body) => !body.invite || body.email !== null, {
    path: ['email'],
    message: 'Enter the e-mail to send the invitation to',
  });
export type AddClientBody = z.output<typeof addClientBodySchema>;

/**
 * Update (spec 001: `status`, set to in_progress by the page), and the engagement the practice
 * records for the client: its service type, fee and billing frequency, its industry and the
 * responsible CPA (a member of the practice by user id, '' for none). At least one is sent.
 */
export const clientUpdateBodySchema = z
  .object({
    companyId: recordIdSchema,
    status: clientStatusSchema.optional(),
    industry: newClientSchema.shape.industry.optional(),
    cpa: recordIdSchema.or(z.literal('')).optional(),
    serviceType: serviceTypeSchema.optional(),
    engagementFee: centsSchema.min(0, 'The fee cannot be negative').optional(),
    billing: z
      .enum(billingFrequencies, { error: `Choose ${billingFrequencies.join(', ')}` })
      .optional(),
  })
  .refine(
    (body) =>
      [
        body.status,
        body.serviceType,
        body.engagementFee,
        body.billing,
        body.industry,
        body.cpa,
      ].some((value) => value !== undefined),
    { path: ['status'], message: 'Send the status or the engagement to change' },
  );
export type ClientUpdateBody = z.output<typeof clientUpdateBodySchema>;

/** Request Quote: the service, the client it is for, and a note for the practice. */
export const quoteRequestBodySchema = z.object({
  companyId: recordIdSchema,
  serviceId: recordIdSchema,
  clientId: recordIdSchema,
  notes: z.string().trim().max(2000, 'Use at most 2000 characters').default(''),
});

/** The month-end review of a client's period, recorded by a person of the practice. */
export const closeReviewBodySchema = z.object({
  companyId: recordIdSchema,
  periodEnd: isoDateSchema,
});

/** A member's own credentials (Team & Credentials): what they enter, nothing else shown. */
export const credentialsBodySchema = z.object({
  companyId: recordIdSchema,
  licenceType: singleLineSchema.max(60, 'Use at most 60 characters'),
  licenceNumber: singleLineSchema.max(40, 'Use at most 40 characters'),
  licenceState: singleLineSchema.max(40, 'Use at most 40 characters'),
  memberships: z
    .array(singleLineSchema.min(1, 'A membership cannot be empty').max(80))
    .max(10, 'Use at most 10 memberships'),
});
