import { z } from 'zod';
import { centsSchema, defineRoute, isoDateSchema, roleSchema } from '@keel/core/domain';
import { serviceOfferingSchema, serviceTypeSchema } from './catalogue/serviceOffering';
import { billingFrequencies } from './clients/engagement';
import { clientStatusSchema } from './clients/newClient';
import { monthEndChecklistSchema } from './close/monthEndChecklist';
import { clientHealthSchema } from './health/clientHealth';
import {
  consultationBodySchema,
  consultationFormats,
  consultationTimes,
  consultationTypes,
} from './practice/consultation';
import {
  addClientBodySchema,
  clientUpdateBodySchema,
  closeReviewBodySchema,
  credentialsBodySchema,
  quoteRequestBodySchema,
  serviceBodySchema,
} from './requests';
import { activityKinds } from './schema';

/** What Client Portfolio's event stream says: the client companies whose health was read anew. */
export const portfolioEventSchema = z.object({ clientIds: z.array(z.string()) });
export type PortfolioEvent = z.output<typeof portfolioEventSchema>;

/** A service as the catalogue shows it: `starter` while it is the starter catalogue's, unedited. */
export const serviceViewSchema = serviceOfferingSchema.extend({ starter: z.boolean() });
export type ServiceView = z.output<typeof serviceViewSchema>;

/** A member of the practice, as Team & Credentials and the responsible CPA choice show them. */
export const practiceMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: roleSchema,
  credentials: z
    .object({
      licenceType: z.string(),
      licenceNumber: z.string(),
      licenceState: z.string(),
      memberships: z.array(z.string()),
    })
    .nullable(),
});
export type PracticeMember = z.output<typeof practiceMemberSchema>;

export const consultationViewSchema = z.object({
  id: z.string(),
  type: z.enum(consultationTypes),
  date: isoDateSchema,
  time: z.enum(consultationTimes),
  format: z.enum(consultationFormats),
});
export type ConsultationView = z.output<typeof consultationViewSchema>;

/**
 * A row of Client Portfolio. A client company on Keel (`onKeel`) has its revenue and next deadline
 * read live from its books and tax calendar, and its health; a client not on Keel has what the
 * practice entered, and no health.
 */
export const clientViewSchema = z.object({
  id: z.string(),
  onKeel: z.boolean(),
  name: z.string(),
  industry: z.string(),
  serviceType: serviceTypeSchema.nullable(),
  cpa: z.object({ userId: z.string(), name: z.string() }).nullable(),
  /** Null when unknown (a Keel client whose books the role may not read). */
  revenueCents: centsSchema.nullable(),
  nextDeadline: isoDateSchema.nullable(),
  status: clientStatusSchema,
  engagementFee: centsSchema,
  billing: z.enum(billingFrequencies),
  health: clientHealthSchema.nullable(),
  consultations: z.array(consultationViewSchema),
});
export type ClientView = z.output<typeof clientViewSchema>;

export const activityViewSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(activityKinds),
  clientName: z.string(),
  description: z.string(),
  status: z.enum(['completed', 'in_progress', 'scheduled']),
});
export type ActivityView = z.output<typeof activityViewSchema>;

export const analyticsAnswerSchema = z.object({
  totalClients: z.number().int(),
  /** The practice's recurring engagement fees per month, of clients not completed. */
  monthlyRevenueCents: centsSchema,
  /** Clients whose engagement is in progress. */
  activeProjects: z.number().int(),
  activity: z.array(activityViewSchema),
});
export type AnalyticsAnswer = z.output<typeof analyticsAnswerSchema>;

export const clientDetailSchema = z.object({
  health: clientHealthSchema,
  checklist: monthEndChecklistSchema,
  /** When the review step was recorded, and by whom; null until it is. */
  review: z.object({ reviewedAt: z.string(), reviewedBy: z.string() }).nullable(),
});
export type ClientDetail = z.output<typeof clientDetailSchema>;

const mailOutcome = z.object({ sent: z.number().int(), failed: z.array(z.string()) });

/**
 * CPA Services' REST routes at /api/cpa (spec 001 section 7, and issue 18's additions). The
 * practice is the `companyId` query parameter of a read and a body field of a write.
 */
export const cpaRoutes = {
  services: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/services',
    answer: z.object({ services: z.array(serviceViewSchema), starter: z.boolean() }),
  }),
  addService: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/services',
    body: serviceBodySchema,
    answer: z.object({ service: serviceViewSchema }),
  }),
  updateService: defineRoute({
    mount: 'plugin',
    method: 'PUT',
    path: '/services/:id',
    body: serviceBodySchema,
    answer: z.object({ service: serviceViewSchema }),
  }),
  removeService: defineRoute({
    mount: 'plugin',
    method: 'DELETE',
    path: '/services/:id',
    answer: z.object({ removed: z.string() }),
  }),
  requestQuote: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/quote-requests',
    body: quoteRequestBodySchema,
    answer: mailOutcome,
  }),
  clients: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/clients',
    answer: z.object({ clients: z.array(clientViewSchema) }),
  }),
  addClient: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/clients',
    body: addClientBodySchema,
    answer: z.object({ client: clientViewSchema, invited: z.boolean() }),
  }),
  updateClient: defineRoute({
    mount: 'plugin',
    method: 'PATCH',
    path: '/clients/:clientId',
    body: clientUpdateBodySchema,
    answer: z.object({ client: clientViewSchema }),
  }),
  /** Server-sent events: `event: clients`, data portfolioEventSchema, while the page is open. */
  portfolioEvents: defineRoute({ mount: 'plugin', method: 'GET', path: '/portfolio/events' }),
  clientHealth: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/clients/:clientId/health',
    answer: clientDetailSchema,
  }),
  reviewClose: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/clients/:clientId/close-review',
    body: closeReviewBodySchema,
    answer: clientDetailSchema,
  }),
  scheduleConsultation: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/consultations',
    body: consultationBodySchema,
    answer: z.object({ consultation: consultationViewSchema }).extend(mailOutcome.shape),
  }),
  team: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/team',
    answer: z.object({ members: z.array(practiceMemberSchema) }),
  }),
  saveCredentials: defineRoute({
    mount: 'plugin',
    method: 'PUT',
    path: '/credentials',
    body: credentialsBodySchema,
    answer: z.object({ member: practiceMemberSchema }),
  }),
  analytics: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/analytics',
    answer: analyticsAnswerSchema,
  }),
};
