import { z } from 'zod';

/** Quick-guide steps a member has ticked off, one row per step id. */
export const guideProgressSchema = z.object({
  done: z.boolean(),
  doneAt: z.string(),
  doneBy: z.string(),
});

export const dashboardTables = {
  guideProgress: { schema: guideProgressSchema },
};

export type GuideProgress = z.infer<typeof guideProgressSchema>;
