import type { Question, TrainingModule } from '../catalog/schema';
import { finalQuestions } from './finalQuestions';

/** A question of a module's bank, under an id unique in the module. */
export interface BankQuestion {
  id: string;
  question: Question;
}

/**
 * A module's question bank: the review questions of all its lessons, each under
 * `lessonId.questionId`, and the questions asked only in its assessment, under `final:questionId`
 * (':' is never in a lesson id, so the ids are unique in the module).
 */
export function questionBank(module: TrainingModule): BankQuestion[] {
  const lessons = module.lessons.flatMap((lesson) =>
    lesson.questions.map((question) => ({ id: `${lesson.id}.${question.id}`, question })),
  );
  const final = Object.hasOwn(finalQuestions, module.id) ? (finalQuestions[module.id] ?? []) : [];
  return [...lessons, ...final.map((question) => ({ id: `final:${question.id}`, question }))];
}
