import { z } from 'zod';
import { defineRoute } from '@keel/core/domain';
import { moduleViewSchema } from './catalog/views';

const moduleStandingSchema = z.object({
  moduleId: z.string(),
  progress: z.number(),
  completed: z.boolean(),
  lockedBy: z.array(z.string()),
  startedLessons: z.array(z.string()),
  completedLessons: z.array(z.string()),
});

/** The signed-in person's training: spec 000 §2.8's tiles and each module's standing. */
export const progressAnswerSchema = z.object({
  modulesAvailable: z.number(),
  modulesCompleted: z.number(),
  studyHours: z.number(),
  modules: z.array(moduleStandingSchema),
});

/**
 * Spec 000 §7's body. `userId` is the spec's and may be left out: the lesson is always recorded
 * for the signed-in person, and another person's id is refused (400).
 */
export const lessonBodySchema = z.object({
  userId: z.string().optional(),
  moduleId: z.string().min(1, 'Choose a module'),
  lessonId: z.string().min(1, 'Choose a lesson'),
});

export const completeLessonBodySchema = lessonBodySchema.extend({
  /** The index of the choice picked, one per question in the lesson's order. */
  answers: z.array(z.number().int().nonnegative()).max(50),
});

const answerResultSchema = z.object({
  questionId: z.string(),
  correct: z.boolean(),
  answer: z.number(),
  explanation: z.string(),
});

/**
 * The REST routes of Training, served at /api/training (server/routes.ts) for the signed-in
 * person; progress is theirs, whatever company they work in.
 */
export const trainingRoutes = {
  modules: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/modules',
    answer: z.object({ modules: z.array(moduleViewSchema) }),
  }),
  progress: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/progress',
    answer: progressAnswerSchema,
  }),
  startLesson: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/start-lesson',
    body: lessonBodySchema,
    answer: z.object({ message: z.string(), progress: progressAnswerSchema }),
  }),
  completeLesson: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/complete-lesson',
    body: completeLessonBodySchema,
    answer: z.object({
      passed: z.boolean(),
      message: z.string(),
      results: z.array(answerResultSchema),
      progress: progressAnswerSchema,
    }),
  }),
};
