import type { Question, TrainingModule } from '../catalog/schema';

/** A question of a module's bank, under an id unique in the module. */
export interface BankQuestion {
  id: string;
  question: Question;
}

/**
 * A module's question bank: the review questions of all its lessons, each under
 * `lessonId.questionId`. The catalog guarantees these ids are unique within the module.
 */
export function questionBank(module: TrainingModule): BankQuestion[] {
  return module.lessons.flatMap((lesson) =>
    lesson.questions.map((question) => ({ id: `${lesson.id}.${question.id}`, question })),
  );
}
