import { z } from 'zod';

/** Spec 001 §9: progress is completed tabs over 8; the achievement shows from 3. */
export const PROGRESS_DENOMINATOR = 8;
export const ACHIEVEMENT_AT = 3;

/** One person's manual progress as stored: the tabs they marked complete, in the order marked. */
export const readerProgressSchema = z.object({ completedTabs: z.array(z.string()) });
export type ReaderProgress = z.output<typeof readerProgressSchema>;
export const noProgress: ReaderProgress = { completedTabs: [] };

/** What the screen shows of it. */
export const progressAnswerSchema = z.object({
  completedTabs: z.array(z.string()),
  /** completed / 8 × 100, unrounded. */
  percent: z.number(),
  achievement: z.boolean(),
});
export type ProgressAnswer = z.output<typeof progressAnswerSchema>;

export function progressAnswer({ completedTabs }: ReaderProgress): ProgressAnswer {
  return {
    completedTabs,
    percent: (completedTabs.length / PROGRESS_DENOMINATOR) * 100,
    achievement: completedTabs.length >= ACHIEVEMENT_AT,
  };
}

/** The progress with one tab marked complete or not complete (the same object when unchanged). */
export function markTab(current: ReaderProgress, tabId: string, complete: boolean): ReaderProgress {
  const has = current.completedTabs.includes(tabId);
  if (has === complete) return current;
  return {
    completedTabs: complete
      ? [...current.completedTabs, tabId]
      : current.completedTabs.filter((t) => t !== tabId),
  };
}
