import { z } from 'zod';
import { defineRoute } from '@keel/core/domain';
import { manualTabIds } from './manual';
import { progressAnswerSchema } from './progress/progress';

export const markTabBodySchema = z.object({
  tabId: z.enum(manualTabIds as [string, ...string[]], { error: 'Choose a tab of the manual' }),
  complete: z.boolean({ error: 'Say whether the tab is complete' }),
});

/**
 * The REST routes of the User Manual, at /api/manual, for the signed-in person: their progress is
 * theirs, whatever company they work in.
 */
export const manualRoutes = {
  progress: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/progress',
    answer: progressAnswerSchema,
  }),
  markTab: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/progress',
    body: markTabBodySchema,
    answer: progressAnswerSchema,
  }),
};
