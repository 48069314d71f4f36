import { z } from 'zod';
import { simulationTaskSchema } from '../simulation/tasks';

/** A question checked on the spot: one right choice, and why. */
export const questionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  prompt: z.string().min(1),
  choices: z.array(z.string().min(1)).min(2).max(5),
  /** The index of the right choice in `choices`. */
  answer: z.number().int().nonnegative(),
  /** Shown after an answer, right or wrong. */
  explanation: z.string().min(1),
});

/** The Keel screen where what a lesson teaches is done. */
export const lessonScreenSchema = z.object({
  path: z.string().startsWith('/'),
  label: z.string().min(1),
});

export const lessonTypeSchema = z.enum(['interactive', 'simulation']);

/**
 * A lesson: interactive (questions checked on the spot) or simulation (a task done in the
 * learner's sandbox company and checked from its books, no questions). Video lessons need real
 * recordings; there are none (plugins/training/README.md).
 */
export const lessonSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  type: lessonTypeSchema,
  durationMinutes: z.number().int().positive(),
  /** Paragraphs of the lesson's text. */
  content: z.array(z.string().min(1)).min(1),
  screen: lessonScreenSchema,
  /** An interactive lesson's questions; a simulation has none. */
  questions: z.array(questionSchema),
  /** A simulation's task, done on `screen` in the sandbox company. */
  task: simulationTaskSchema.optional(),
});

export const moduleCategorySchema = z.enum([
  'Accounting',
  'Payroll',
  'Tax',
  'Analysis',
  'Security',
]);
export const difficultySchema = z.enum(['beginner', 'intermediate', 'advanced']);

/** A training module of spec 000 §3: its lessons, and the modules to finish first. */
export const trainingModuleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  category: moduleCategorySchema,
  difficulty: difficultySchema,
  durationMinutes: z.number().int().positive(),
  certification: z.boolean(),
  prerequisites: z.array(z.string()),
  lessons: z.array(lessonSchema).min(1),
});

export type Question = z.infer<typeof questionSchema>;
export type Lesson = z.infer<typeof lessonSchema>;
export type TrainingModule = z.infer<typeof trainingModuleSchema>;

/**
 * A catalog: each module valid, ids unique, every answer one of its choices, every prerequisite
 * an earlier module (so prerequisites can never form a cycle), lesson minutes adding up to the
 * module's.
 */
export const catalogSchema = z.array(trainingModuleSchema).superRefine((modules, ctx) => {
  const seen = new Set<string>();
  modules.forEach((module, m) => {
    if (seen.has(module.id))
      ctx.addIssue({ code: 'custom', path: [m, 'id'], message: `Module ${module.id} twice` });
    for (const [p, id] of module.prerequisites.entries())
      if (!seen.has(id))
        ctx.addIssue({
          code: 'custom',
          path: [m, 'prerequisites', p],
          message: `${id} is not a module listed before ${module.id}`,
        });
    seen.add(module.id);
    const minutes = module.lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0);
    if (minutes !== module.durationMinutes)
      ctx.addIssue({
        code: 'custom',
        path: [m, 'durationMinutes'],
        message: `${module.id}: lessons add up to ${minutes} minutes, not ${module.durationMinutes}`,
      });
    const lessonIds = new Set<string>();
    module.lessons.forEach((lesson, l) => {
      if (lessonIds.has(lesson.id))
        ctx.addIssue({
          code: 'custom',
          path: [m, 'lessons', l, 'id'],
          message: `${lesson.id} twice`,
        });
      lessonIds.add(lesson.id);
      const simulation = lesson.type === 'simulation';
      if (simulation !== (lesson.task !== undefined))
        ctx.addIssue({
          code: 'custom',
          path: [m, 'lessons', l, 'task'],
          message: `${lesson.id}: a simulation has a task, and only a simulation`,
        });
      if (simulation === lesson.questions.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: [m, 'lessons', l, 'questions'],
          message: `${lesson.id}: an interactive lesson has questions, a simulation none`,
        });
      lesson.questions.forEach((question, q) => {
        if (question.answer >= question.choices.length)
          ctx.addIssue({
            code: 'custom',
            path: [m, 'lessons', l, 'questions', q, 'answer'],
            message: `${question.id}: the answer is not one of its choices`,
          });
      });
    });
  });
});
