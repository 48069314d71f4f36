import { z } from 'zod';
import { centsSchema, singleLineSchema } from '@keel/core/domain';

/** The spec's kinds of service (spec 001 section 2, CPA Services: the filter of Service Offerings). */
export const serviceTypes = ['audit', 'review', 'compilation', 'consulting'] as const;
export const serviceTypeSchema = z.enum(serviceTypes, {
  error: 'Choose audit, review, compilation or consulting',
});
export type ServiceType = z.output<typeof serviceTypeSchema>;

export const complexities = ['low', 'medium', 'high'] as const;

/** How a price is charged: once for the engagement, or per hour. */
export const priceUnits = ['engagement', 'hour'] as const;

/**
 * One service of a practice's catalogue (spec 001 section 3, Service offering). The spec's price
 * text ('$5,000', '$300/hr') is kept as whole cents and what it is charged per.
 */
export const serviceOfferingSchema = z.object({
  id: z.string().min(1),
  type: serviceTypeSchema,
  title: singleLineSchema.min(1, 'Title is required').max(120, 'Use at most 120 characters'),
  description: z.string().trim().max(1000, 'Use at most 1000 characters'),
  price: centsSchema.min(0, 'Price cannot be negative'),
  priceUnit: z.enum(priceUnits),
  duration: singleLineSchema.min(1, 'Duration is required').max(60, 'Use at most 60 characters'),
  features: z
    .array(singleLineSchema.min(1, 'A feature cannot be empty').max(200))
    .max(20, 'Use at most 20 features'),
  complexity: z.enum(complexities, { error: 'Choose low, medium or high' }),
});
/** One service of a practice's catalogue. */
export type ServiceOffering = z.output<typeof serviceOfferingSchema>;
