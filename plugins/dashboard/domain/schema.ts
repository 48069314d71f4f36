import { z } from 'zod';

/** Quick-guide steps ticked off: one row per step id, or `{userId}.{stepId}` for personal steps. */
export const guideProgressSchema = z.object({
  done: z.boolean(),
  doneAt: z.string(),
  doneBy: z.string(),
});

/** A task the owner and the accountant share on the dashboard, one row per task. */
export const teamTaskSchema = z.object({
  title: z.string(),
  done: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** The day to act by (YYYY-MM-DD), for a task another plugin added through `dashboard.tasks`. */
  due: z.string().optional(),
  /** Where the task is done: a page of the app. */
  link: z.string().optional(),
});

/** What a person may type as a new task. */
export const newTeamTaskSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Task is required')
    .max(200, 'Task is too long (200 characters at most)'),
});

export const dashboardTables = {
  guideProgress: { schema: guideProgressSchema },
  tasks: { schema: teamTaskSchema },
};

export type GuideProgress = z.infer<typeof guideProgressSchema>;
export type TeamTask = z.infer<typeof teamTaskSchema>;
