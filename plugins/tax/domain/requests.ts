import { z } from 'zod';
import { isoDateSchema, moneySchema, recordIdSchema } from '@keel/core/domain';
import { frequencies, paymentMethods, taxTypes } from './schema';

/** The company a write is for: a body field (issue 13). */
const companyId = recordIdSchema;

/** Run Analysis (spec: `userId`; the server takes the user from the session). */
export const analyzeBodySchema = z.object({ companyId, userId: z.string().optional() });

/** Implement (spec: `action: implement`). */
export const implementBodySchema = z.object({
  companyId,
  action: z.literal('implement', { error: "Action must be 'implement'" }),
});

/** Mark Complete (spec: `status: completed`). */
export const completeDeadlineBodySchema = z.object({
  companyId,
  status: z.literal('completed', { error: "Status must be 'completed'" }),
});

/**
 * Pay Now (spec: taxType, amount, method): records a payment made outside Keel against the
 * liability it names. The amount is dollars (a number, as the spec sends it), above zero.
 */
export const processPaymentBodySchema = z.object({
  companyId,
  liabilityId: recordIdSchema,
  taxType: z.enum(taxTypes, { error: `Use one of ${taxTypes.join(', ')}` }),
  amount: moneySchema.refine((cents) => cents > 0, 'Amount must be more than zero'),
  method: z.enum(paymentMethods, { error: `Use one of ${paymentMethods.join(', ')}` }),
});

/** The company of a read: the `companyId` query parameter. */
export const companyQuerySchema = z.object({ companyId });

/**
 * Schedule (spec: taxType, amount, method, scheduleDate, frequency): a payment recorded on the
 * date, once or every month, quarter or year. The date may not be in the past (checked against
 * the server's today by the route).
 */
export const schedulePaymentBodySchema = processPaymentBodySchema.extend({
  scheduleDate: isoDateSchema,
  frequency: z.enum(frequencies, { error: `Use one of ${frequencies.join(', ')}` }),
});
