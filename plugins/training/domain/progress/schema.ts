import { z } from 'zod';

/** One person's work on one lesson: when they began, when it passed, and the time it took. */
export const lessonProgressSchema = z.object({
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  /** Seconds from the start to passing, capped (progress.ts); 0 until it passes. */
  secondsSpent: z.number().int().nonnegative(),
});

/** A person's training, kept for them (not for a company): lessons by module id and lesson id. */
export const learnerProgressSchema = z.object({
  modules: z.record(z.string(), z.record(z.string(), lessonProgressSchema)),
});

export type LessonProgress = z.infer<typeof lessonProgressSchema>;
export type LearnerProgress = z.infer<typeof learnerProgressSchema>;

/** A person who has not started anything. */
export const noProgress: LearnerProgress = { modules: {} };
