import { z } from 'zod';

/** The share of right answers a module's final assessment needs (issue 19: 70%). */
export const PASS_MARK_PERCENT = 70;
/** How many questions one attempt draws from the module's bank. */
export const QUESTIONS_PER_ATTEMPT = 10;

/** One sitting of a module's assessment: the questions drawn, and how it went once submitted. */
export const attemptSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  /** Bank ids (`lessonId.questionId`) in the order they were asked. */
  questionIds: z.array(z.string()),
  submittedAt: z.string().nullable(),
  /** Right answers, once submitted. */
  right: z.number().int().nonnegative().nullable(),
  passed: z.boolean(),
});

/** A person's assessments by module id: every attempt, and the certificate a pass earned. */
export const learnerAssessmentsSchema = z.object({
  modules: z.record(
    z.string(),
    z.object({
      attempts: z.array(attemptSchema),
      certificateCode: z.string().nullable(),
    }),
  ),
});

export type Attempt = z.infer<typeof attemptSchema>;
export type LearnerAssessments = z.infer<typeof learnerAssessmentsSchema>;
export type ModuleAssessments = LearnerAssessments['modules'][string];

/** A person who has sat no assessment. */
export const noAssessments: LearnerAssessments = { modules: {} };
