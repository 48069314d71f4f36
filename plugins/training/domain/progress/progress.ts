import type { Lesson, TrainingModule } from '../catalog/schema';
import type { TaskCheck } from '../simulation/tasks';
import type { LearnerProgress, LessonProgress } from './schema';

/**
 * Time counted for one lesson is at most this many times its planned minutes: a lesson left open
 * overnight is not a night of study.
 */
export const STUDY_TIME_CAP_FACTOR = 3;

/** A refusal naming the field at fault, as the API's 400 does. */
export interface FieldRefusal {
  ok: false;
  field: string;
  message: string;
}

const refuse = (field: string, message: string): FieldRefusal => ({ ok: false, field, message });

function lessonProgress(
  progress: LearnerProgress,
  moduleId: string,
  lessonId: string,
): LessonProgress | undefined {
  return Object.hasOwn(progress.modules, moduleId)
    ? Object.hasOwn(progress.modules[moduleId] ?? {}, lessonId)
      ? progress.modules[moduleId]?.[lessonId]
      : undefined
    : undefined;
}

/** Whether every lesson of the module has passed. */
export function isModuleComplete(module: TrainingModule, progress: LearnerProgress): boolean {
  return module.lessons.every(
    (lesson) => lessonProgress(progress, module.id, lesson.id)?.completedAt != null,
  );
}

/** The prerequisites of `module` not yet complete, as modules, in the catalog's order. */
export function missingPrerequisites(
  catalog: readonly TrainingModule[],
  module: TrainingModule,
  progress: LearnerProgress,
): TrainingModule[] {
  return catalog.filter(
    (other) => module.prerequisites.includes(other.id) && !isModuleComplete(other, progress),
  );
}

/** The module and lesson asked for, or the refusal naming which is unknown or locked. */
export function findOpenLesson(
  catalog: readonly TrainingModule[],
  progress: LearnerProgress,
  moduleId: string,
  lessonId: string,
): { ok: true; module: TrainingModule; lesson: Lesson } | FieldRefusal {
  const module = catalog.find((m) => m.id === moduleId);
  if (!module) return refuse('moduleId', `There is no module ${moduleId}`);
  const missing = missingPrerequisites(catalog, module, progress);
  if (missing.length > 0)
    return refuse(
      'moduleId',
      `Complete ${missing.map((m) => m.title).join(' and ')} before ${module.title}`,
    );
  const lesson = module.lessons.find((l) => l.id === lessonId);
  if (!lesson) return refuse('lessonId', `${module.title} has no lesson ${lessonId}`);
  return { ok: true, module, lesson };
}

function withLesson(
  progress: LearnerProgress,
  moduleId: string,
  lessonId: string,
  value: LessonProgress,
): LearnerProgress {
  return {
    modules: {
      ...progress.modules,
      [moduleId]: { ...(progress.modules[moduleId] ?? {}), [lessonId]: value },
    },
  };
}

/**
 * Starts a lesson at `now` (ISO). Starting again a lesson under way or passed changes nothing, so
 * its first start still measures its time.
 */
export function startLesson(
  catalog: readonly TrainingModule[],
  progress: LearnerProgress,
  moduleId: string,
  lessonId: string,
  now: string,
): { ok: true; progress: LearnerProgress } | FieldRefusal {
  const found = findOpenLesson(catalog, progress, moduleId, lessonId);
  if (!found.ok) return found;
  if (lessonProgress(progress, moduleId, lessonId)) return { ok: true, progress };
  return {
    ok: true,
    progress: withLesson(progress, moduleId, lessonId, {
      startedAt: now,
      completedAt: null,
      secondsSpent: 0,
    }),
  };
}

/** How one answer went, with the explanation shown either way. */
export interface AnswerResult {
  questionId: string;
  correct: boolean;
  /** The index of the right choice. */
  answer: number;
  explanation: string;
}

/** What completing a lesson answered: passed (and the progress to keep) or not, per question. */
export type CompletionResult =
  { ok: true; passed: boolean; results: AnswerResult[]; progress: LearnerProgress } | FieldRefusal;

/**
 * Checks the answers of a started interactive lesson (one choice index per question, in order).
 * It passes when every answer is right: then it is complete at `now` (`passedIf`).
 */
export function completeLesson(
  catalog: readonly TrainingModule[],
  progress: LearnerProgress,
  moduleId: string,
  lessonId: string,
  answers: readonly number[],
  now: string,
): CompletionResult {
  const found = findOpenLesson(catalog, progress, moduleId, lessonId);
  if (!found.ok) return found;
  const { lesson } = found;
  if (lesson.type === 'simulation')
    return refuse('lessonId', `${lesson.title} is done in your training sandbox: check its task`);
  const current = lessonProgress(progress, moduleId, lessonId);
  if (!current) return refuse('lessonId', `Start ${lesson.title} before completing it`);
  if (answers.length !== lesson.questions.length)
    return refuse(
      'answers',
      `${lesson.title} has ${lesson.questions.length} questions; answer each of them`,
    );
  const results = lesson.questions.map((question, i) => ({
    questionId: question.id,
    correct: answers[i] === question.answer,
    answer: question.answer,
    explanation: question.explanation,
  }));
  const passed = results.every((r) => r.correct);
  return { ok: true, passed, results, progress: passedIf(passed, progress, moduleId, lesson, now) };
}

/**
 * The progress with the started lesson passed at `now`, with the time since its start (capped at
 * STUDY_TIME_CAP_FACTOR × its minutes), when `passed`; a lesson passed already stays as it was.
 */
function passedIf(
  passed: boolean,
  progress: LearnerProgress,
  moduleId: string,
  lesson: Lesson,
  now: string,
): LearnerProgress {
  const current = lessonProgress(progress, moduleId, lesson.id);
  if (!passed || !current || current.completedAt !== null) return progress;
  const elapsed = Math.floor((Date.parse(now) - Date.parse(current.startedAt)) / 1000);
  const cap = lesson.durationMinutes * 60 * STUDY_TIME_CAP_FACTOR;
  return withLesson(progress, moduleId, lesson.id, {
    ...current,
    completedAt: now,
    secondsSpent: Math.min(Math.max(elapsed, 0), cap),
  });
}

/**
 * Completes a started simulation lesson when the check of its task in the learner's sandbox
 * (`checkTask`, made by the caller from the sandbox's books) says it is done.
 */
export function completeSimulation(
  catalog: readonly TrainingModule[],
  progress: LearnerProgress,
  moduleId: string,
  lessonId: string,
  check: TaskCheck,
  now: string,
): { ok: true; passed: boolean; progress: LearnerProgress } | FieldRefusal {
  const found = findOpenLesson(catalog, progress, moduleId, lessonId);
  if (!found.ok) return found;
  const { lesson } = found;
  if (lesson.type !== 'simulation')
    return refuse('lessonId', `${lesson.title} has questions: answer them`);
  if (!lessonProgress(progress, moduleId, lessonId))
    return refuse('lessonId', `Start ${lesson.title} before completing it`);
  return {
    ok: true,
    passed: check.done,
    progress: passedIf(check.done, progress, moduleId, lesson, now),
  };
}
