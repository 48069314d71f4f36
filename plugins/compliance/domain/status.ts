import { z } from 'zod';
import { areaIdSchema, complianceStatusSchema } from './areas';

/** What Compliance tells other plugins: the latest check's scores and the open alerts. */
export const complianceStatusAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('never-checked') }),
  z.object({
    status: z.literal('ready'),
    checkedAt: z.string(),
    overall: z.object({ score: z.number().int().nullable(), status: complianceStatusSchema }),
    areas: z.array(
      z.object({
        id: areaIdSchema,
        score: z.number().int().nullable(),
        status: complianceStatusSchema,
      }),
    ),
    openAlerts: z.number().int().nonnegative(),
    openHighAlerts: z.number().int().nonnegative(),
  }),
]);
export type ComplianceStatusAnswer = z.infer<typeof complianceStatusAnswerSchema>;
