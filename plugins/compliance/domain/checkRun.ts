import { z } from 'zod';
import { areaIds, areaIdSchema, areaMeta, complianceStatusSchema, type AreaId } from './areas';
import { addDays } from './dates';
import { checkResultSchema, type CheckResult } from './checks/checkResult';
import { deadlineSchema, type Deadline } from './deadlines';
import { areaScore, scoreExplanation, scoreOf } from './score';

/** How often an area is checked again: the nightly check. */
export const REVIEW_EVERY_DAYS = 1;

/** An area as its card shows it (spec 001 section 3: id, title, description, status, score, lastCheck, requirements, nextReview). */
export const areaSummarySchema = z.object({
  id: areaIdSchema,
  title: z.string(),
  description: z.string(),
  status: complianceStatusSchema,
  score: z.number().int().min(0).max(100).nullable(),
  /** How the score was computed, shown behind it. */
  explanation: z.string(),
  lastCheck: z.string(),
  nextReview: z.string(),
  /** The area's checks, each with its requirement, result and findings. */
  requirements: z.array(checkResultSchema),
});
export type AreaSummary = z.infer<typeof areaSummarySchema>;

/** One check of the company: when, the results by area and the deadlines found. */
export const checkRunSchema = z.object({
  checkedAt: z.string(),
  /** The day the checks judged by. */
  today: z.string(),
  overall: z.object({
    score: z.number().int().min(0).max(100).nullable(),
    status: complianceStatusSchema,
    explanation: z.string(),
  }),
  areas: z.array(areaSummarySchema),
  deadlines: z.array(deadlineSchema),
});
export type CheckRun = z.infer<typeof checkRunSchema>;

/** The record of a check from its results. */
export function checkRunOf(
  results: readonly CheckResult[],
  deadlines: readonly Deadline[],
  today: string,
  checkedAt: string,
): CheckRun {
  const overall = scoreOf(results);
  return {
    checkedAt,
    today,
    overall: {
      score: overall.score,
      status: overall.status,
      explanation: scoreExplanation(overall),
    },
    areas: areaIds.map((id) => {
      const breakdown = areaScore(results, id);
      return {
        id,
        ...areaMeta[id],
        status: breakdown.status,
        score: breakdown.score,
        explanation: scoreExplanation(breakdown),
        lastCheck: checkedAt,
        nextReview: addDays(today, REVIEW_EVERY_DAYS),
        requirements: results.filter((r) => r.area === id),
      };
    }),
    deadlines: [...deadlines],
  };
}

/** The scores of a check as the history keeps them: overall and by area, each a score or null. */
export const scoresSchema = z.record(z.string(), z.number().nullable());

/** The scores of a check, as the history keeps them. */
export function scoresOf(run: CheckRun): Record<'overall' | AreaId, number | null> {
  const scores = { overall: run.overall.score } as Record<'overall' | AreaId, number | null>;
  for (const area of run.areas) scores[area.id] = area.score;
  return scores;
}
