import { z } from 'zod';
import { taskBaselineSchema } from './tasks';

/**
 * A learner's training sandbox: a company of their own filled like the demo company, and for each
 * simulation lesson started in it (by `moduleId/lessonId`) what its books held at the start.
 */
export const sandboxRecordSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  baselines: z.record(z.string(), taskBaselineSchema),
});
export type SandboxRecord = z.infer<typeof sandboxRecordSchema>;

/** The sandbox as the learner is told it: its company, to open the lesson's screen in. */
export const sandboxViewSchema = z.object({ companyId: z.string(), name: z.string() });

/** The name of a learner's sandbox company, in their company list. */
export function sandboxName(firstName: string, lastName: string): string {
  return `Training sandbox — ${`${firstName} ${lastName}`.trim()}`;
}

/** The key of a lesson's baseline. */
export const baselineKey = (moduleId: string, lessonId: string) => `${moduleId}/${lessonId}`;
