import { z } from 'zod';
import { centsSchema, isoDateSchema, singleLineSchema } from '@keel/core/domain';
import { serviceTypeSchema } from '../catalogue/serviceOffering';

/** The spec's client statuses (spec 001 section 4): Update sets in_progress. */
export const clientStatuses = ['in_progress', 'planning', 'completed'] as const;
export const clientStatusSchema = z.enum(clientStatuses, {
  error: 'Choose in_progress, planning or completed',
});
export type ClientStatus = z.output<typeof clientStatusSchema>;

/**
 * What Add Client sends for a client not yet on Keel (spec 001 section 3, Client): its name,
 * industry and service type, its annual revenue in cents, the next deadline if known, the
 * responsible CPA (a member of the practice, by user id), and an e-mail to invite it to Keel.
 */
export const newClientSchema = z.object({
  name: singleLineSchema.min(1, 'Name is required').max(200, 'Use at most 200 characters'),
  industry: singleLineSchema.max(100, 'Use at most 100 characters'),
  serviceType: serviceTypeSchema,
  revenue: centsSchema.min(0, 'Revenue cannot be negative'),
  nextDeadline: isoDateSchema.nullable(),
  cpa: z.string().min(1, 'Choose the responsible CPA'),
  email: z.email('Enter a valid e-mail address').nullable(),
});
/** What Add Client sends. */
export type NewClient = z.output<typeof newClientSchema>;
