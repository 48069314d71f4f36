import { z } from 'zod';
import { defineRoute, recordIdSchema } from '@keel/core/domain';
import { moduleViewSchema, questionViewSchema } from './catalog/views';
import { certificateVerificationSchema, heldCertificateSchema } from './certificates/schema';
import { sandboxViewSchema } from './simulation/sandbox';

const moduleStandingSchema = z.object({
  moduleId: z.string(),
  progress: z.number(),
  completed: z.boolean(),
  lockedBy: z.array(z.string()),
  startedLessons: z.array(z.string()),
  completedLessons: z.array(z.string()),
  assessment: z.object({
    /** Submitted attempts. */
    attempts: z.number(),
    /** The best submitted score, as a whole percentage; null before any. */
    bestScore: z.number().nullable(),
    passed: z.boolean(),
    /** An attempt drawn and not yet submitted. */
    open: z.boolean(),
  }),
});

/** The signed-in person's training: spec 000 §2.8's tiles and each module's standing. */
export const progressAnswerSchema = z.object({
  modulesAvailable: z.number(),
  modulesCompleted: z.number(),
  studyHours: z.number(),
  modules: z.array(moduleStandingSchema),
  certificates: z.array(heldCertificateSchema),
});

/**
 * Spec 000 §7's body. `userId` is the spec's and may be left out: the lesson is always recorded
 * for the signed-in person, and another person's id is refused (400). `companyId` is the
 * learner's training sandbox, for a simulation lesson: optional when starting one (the sandbox is
 * made if they have none), required when checking its task; any other company is refused (400).
 */
export const lessonBodySchema = z.object({
  userId: z.string().optional(),
  moduleId: z.string().min(1, 'Choose a module'),
  lessonId: z.string().min(1, 'Choose a lesson'),
  companyId: recordIdSchema.optional(),
});

export const completeLessonBodySchema = lessonBodySchema.extend({
  /** The index of the choice picked, one per question in the lesson's order (none for a simulation). */
  answers: z.array(z.number().int().nonnegative()).max(50).default([]),
});

/** A module's final assessment: the attempt's id and its questions, never their answers. */
export const attemptAnswerSchema = z.object({
  moduleId: z.string(),
  attemptId: z.string(),
  passMark: z.number(),
  questions: z.array(questionViewSchema),
});

export const submitAssessmentBodySchema = z.object({
  attemptId: recordIdSchema,
  /** The index of the choice picked, one per question in the order asked. */
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
    answer: z.object({
      message: z.string(),
      /** The learner's sandbox, for a simulation lesson. */
      sandbox: sandboxViewSchema.nullable(),
      progress: progressAnswerSchema,
    }),
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
      /** A simulation's task as checked in the sandbox's books. */
      task: z.object({ done: z.boolean(), message: z.string() }).nullable(),
      progress: progressAnswerSchema,
    }),
  }),
  /** Draws an attempt at a module's assessment (or answers the one not yet submitted). */
  startAssessment: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/assessments/:moduleId/attempts',
    answer: attemptAnswerSchema,
  }),
  /** Grades an attempt on the server; a pass issues the module's certificate. */
  submitAssessment: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/assessments/:moduleId',
    body: submitAssessmentBodySchema,
    answer: z.object({
      passed: z.boolean(),
      message: z.string(),
      right: z.number(),
      asked: z.number(),
      scorePercent: z.number(),
      passMark: z.number(),
      /** Per question, in the order asked: whether it was right. */
      correct: z.array(z.boolean()),
      certificate: heldCertificateSchema.nullable(),
      progress: progressAnswerSchema,
    }),
  }),
  /** Public: what the certificate with this code states, to anyone, signed in or not. */
  verifyCertificate: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/certificates/:code',
    answer: certificateVerificationSchema,
  }),
  /** The holder's certificate as a PDF. */
  certificatePdf: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/certificates/:code/pdf',
  }),
};
