import { z } from 'zod';
import { centsSchema, isoDateSchema } from '@keel/core/domain';
import { complexities, priceUnits, serviceTypes } from './catalogue/serviceOffering';
import { clientStatuses } from './clients/newClient';
import { billingFrequencies } from './clients/engagement';
import { consultationFormats, consultationTimes, consultationTypes } from './practice/consultation';

/**
 * A service of the practice's own catalogue. The features are a JSON list of text (a cell holds
 * one value); `position` keeps the practice's order.
 */
export const serviceRowSchema = z.object({
  type: z.enum(serviceTypes),
  title: z.string(),
  description: z.string(),
  price: centsSchema,
  priceUnit: z.enum(priceUnits),
  duration: z.string(),
  features: z.string(),
  complexity: z.enum(complexities),
  position: z.number().int(),
  /** Still the starter catalogue's text, unedited. */
  starter: z.boolean(),
});
export type ServiceRow = z.output<typeof serviceRowSchema>;

/**
 * The one row ('catalogue') that says the practice's catalogue is its own: before it, the practice
 * is shown the starter catalogue; the first change copies it in, so removing every service does
 * not bring the starter back.
 */
export const catalogueRowSchema = z.object({ startedAt: z.string(), startedBy: z.string() });
export const CATALOGUE_ROW = 'catalogue';

/**
 * What the practice records of a client. A client not on Keel (Add Client) has its own figures;
 * a client company on Keel (`keelCompanyId`) gets a row once the practice records something of it
 * (its status), and its name, revenue and deadline are always read live, never from here.
 */
export const clientRowSchema = z.object({
  keelCompanyId: z.string(),
  name: z.string(),
  industry: z.string(),
  /** '' for a client company on Keel whose service the practice has not recorded. */
  serviceType: z.union([z.enum(serviceTypes), z.literal('')]),
  revenue: centsSchema,
  /** '' when none is known. */
  nextDeadline: z.string(),
  /** The responsible CPA: a member of the practice, by user id ('' when none). */
  cpa: z.string(),
  email: z.string(),
  status: z.enum(clientStatuses),
  /** The engagement's fee in cents and how often it is billed; 0 and 'none' when not agreed. */
  engagementFee: centsSchema,
  billing: z.enum(billingFrequencies),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type ClientRow = z.output<typeof clientRowSchema>;

/** Request Quote: a service asked for on behalf of a client, sent to the practice's members. */
export const quoteRequestRowSchema = z.object({
  serviceId: z.string(),
  serviceTitle: z.string(),
  clientId: z.string(),
  notes: z.string(),
  requestedAt: z.string(),
  requestedBy: z.string(),
});

/** Schedule Consultation: a meeting with a client, e-mailed to both sides with a calendar file. */
export const consultationRowSchema = z.object({
  clientId: z.string(),
  type: z.enum(consultationTypes),
  date: isoDateSchema,
  time: z.enum(consultationTimes),
  format: z.enum(consultationFormats),
  requestedAt: z.string(),
  requestedBy: z.string(),
  requestedByUserId: z.string(),
});
export type ConsultationRow = z.output<typeof consultationRowSchema>;

/** What happened with the practice's clients, for Analytics' Recent Activity. */
export const activityKinds = ['client-added', 'status', 'consultation', 'quote', 'close'] as const;
export const activityRowSchema = z.object({
  at: z.string(),
  /** Its place in the order events were recorded (several may share a time). */
  seq: z.number().int(),
  kind: z.enum(activityKinds),
  /**
   * The client's record id. No name is kept here: a client company's name is read live from the
   * portfolio for those who are its members, so the practice's document never holds it.
   */
  clientId: z.string(),
  description: z.string(),
  /** The spec's statuses of Recent Activity. */
  status: z.enum(['completed', 'in_progress', 'scheduled']),
  by: z.string(),
});
export type ActivityRow = z.output<typeof activityRowSchema>;

/** The review step of a client's month-end close (row id: `<clientId>_<periodEnd>`). */
export const closeReviewRowSchema = z.object({
  clientId: z.string(),
  periodEnd: isoDateSchema,
  reviewedAt: z.string(),
  reviewedBy: z.string(),
});

/** A member's credentials as they entered them (row id: their user id); memberships a JSON list. */
export const credentialsRowSchema = z.object({
  licenceType: z.string(),
  licenceNumber: z.string(),
  licenceState: z.string(),
  memberships: z.string(),
  updatedAt: z.string(),
});

/** Who may change the practice's catalogue: those who price its work. */
export const catalogueEditors = ['owner', 'admin', 'accountant', 'cpa'] as const;
/** Who may record clients, quote requests and consultations: every member who does the work. */
export const practiceWriters = ['owner', 'admin', 'accountant', 'cpa', 'bookkeeper'] as const;

/**
 * CPA Services' tables, in the practice's company document. Every one is written by the server
 * alone, through the /api/cpa routes that check their input and the member's role.
 */
export const cpaTables = {
  services: { schema: serviceRowSchema, write: [...catalogueEditors], writtenBy: 'server' },
  catalogue: { schema: catalogueRowSchema, write: [...catalogueEditors], writtenBy: 'server' },
  clients: { schema: clientRowSchema, write: [...practiceWriters], writtenBy: 'server' },
  quoteRequests: {
    schema: quoteRequestRowSchema,
    write: [...practiceWriters],
    writtenBy: 'server',
  },
  consultations: {
    schema: consultationRowSchema,
    write: [...practiceWriters],
    writtenBy: 'server',
  },
  activity: { schema: activityRowSchema, write: [...practiceWriters], writtenBy: 'server' },
  closeReviews: { schema: closeReviewRowSchema, write: [...practiceWriters], writtenBy: 'server' },
  /** Each member writes only their own row (the route takes the user from the session). */
  credentials: { schema: credentialsRowSchema, writtenBy: 'server' },
} as const;
