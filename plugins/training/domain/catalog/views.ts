import { z } from 'zod';
import {
  difficultySchema,
  lessonScreenSchema,
  lessonTypeSchema,
  moduleCategorySchema,
  type TrainingModule,
} from './schema';
import { simulationTaskSchema } from '../simulation/tasks';

/** A question as the learner sees it before answering: no answer, no explanation. */
export const questionViewSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  choices: z.array(z.string()),
});

export const lessonViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: lessonTypeSchema,
  durationMinutes: z.number(),
  content: z.array(z.string()),
  screen: lessonScreenSchema,
  questions: z.array(questionViewSchema),
  task: simulationTaskSchema.optional(),
});

/** A module as GET /api/training/modules answers it. */
export const moduleViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: moduleCategorySchema,
  difficulty: difficultySchema,
  durationMinutes: z.number(),
  certification: z.boolean(),
  prerequisites: z.array(z.string()),
  lessons: z.array(lessonViewSchema),
});

export type ModuleView = z.infer<typeof moduleViewSchema>;

/** The module without what would give its questions away. */
export function moduleView(module: TrainingModule): ModuleView {
  return {
    ...module,
    lessons: module.lessons.map((lesson) => ({
      ...lesson,
      questions: lesson.questions.map(({ id, prompt, choices }) => ({ id, prompt, choices })),
    })),
  };
}
