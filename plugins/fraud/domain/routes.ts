import { z } from 'zod';
import { defineRoute, recordIdSchema } from '@keel/core/domain';
import { measureSchema } from './measures/measures';
import { approvalLimitSchema, settingsBodySchema } from './settings/fraudSettings';
import { threatSchema, threatUpdateSchema } from './threats/threatSchema';

/** A threat as GET /api/fraud/threats answers it: the shape adds the ids of its records. */
export const threatAnswerSchema = threatSchema.extend({ recordIds: z.array(z.string()) });

/** Which company a read is about (the query string). */
export const companyQuerySchema = z.object({ companyId: recordIdSchema });

/**
 * POST /api/fraud/scan: the spec's body ({userId}) with the company added. The user is the signed-in
 * one; a userId sent is checked like every id and otherwise not used.
 */
export const scanRequestSchema = z.object({
  companyId: recordIdSchema,
  userId: recordIdSchema.optional(),
});

/**
 * The REST routes of Fraud Detection, declared once, served at /api/fraud (the spec's paths): the
 * server registers them (server/routes/), the page calls them through pluginApi(plugin).
 */
export const fraudRoutes = {
  scan: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/scan',
    body: scanRequestSchema,
    answer: z.object({ jobId: z.string() }),
  }),
  threats: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/threats',
    answer: z.object({ threats: z.array(threatAnswerSchema) }),
  }),
  reviewThreat: defineRoute({
    mount: 'plugin',
    method: 'PATCH',
    path: '/threats/:threatId',
    body: threatUpdateSchema,
    answer: z.object({ threat: threatSchema }),
  }),
  measures: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/measures',
    answer: z.object({ measures: z.array(measureSchema) }),
  }),
  settings: defineRoute({
    mount: 'plugin',
    method: 'PUT',
    path: '/settings',
    body: settingsBodySchema,
    answer: z.object({ approvalLimit: approvalLimitSchema.nullable() }),
  }),
};
