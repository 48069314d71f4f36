import type { TrainingModule } from '../catalog/schema';
import type { FieldRefusal } from '../progress/progress';
import { isModuleComplete, missingPrerequisites } from '../progress/progress';
import type { LearnerProgress } from '../progress/schema';
import { questionBank, type BankQuestion } from './bank';
import {
  PASS_MARK_PERCENT,
  QUESTIONS_PER_ATTEMPT,
  type Attempt,
  type LearnerAssessments,
  type ModuleAssessments,
} from './schema';

const refuse = (field: string, message: string): FieldRefusal => ({ ok: false, field, message });

/** A whole number in [0, n): the server passes a cryptographic one, tests a seeded one. */
export type RandomIndex = (n: number) => number;

function assessmentsOf(assessments: LearnerAssessments, moduleId: string): ModuleAssessments {
  return Object.hasOwn(assessments.modules, moduleId)
    ? (assessments.modules[moduleId] ?? { attempts: [], certificateCode: null })
    : { attempts: [], certificateCode: null };
}

function withModule(
  assessments: LearnerAssessments,
  moduleId: string,
  value: ModuleAssessments,
): LearnerAssessments {
  return { modules: { ...assessments.modules, [moduleId]: value } };
}

/** `count` distinct items of `items` in random order (a partial Fisher–Yates shuffle). */
export function draw<T>(items: readonly T[], count: number, random: RandomIndex): T[] {
  const pool = [...items];
  const size = Math.min(count, pool.length);
  for (let i = 0; i < size; i++) {
    const j = i + random(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, size);
}

/**
 * The module whose assessment may be sat now: it exists, its prerequisites are complete, every
 * lesson of it has passed, and it has not been passed already.
 */
export function findAssessableModule(
  catalog: readonly TrainingModule[],
  progress: LearnerProgress,
  assessments: LearnerAssessments,
  moduleId: string,
): { ok: true; module: TrainingModule } | FieldRefusal {
  const module = catalog.find((m) => m.id === moduleId);
  if (!module) return refuse('moduleId', `There is no module ${moduleId}`);
  const missing = missingPrerequisites(catalog, module, progress);
  if (missing.length > 0)
    return refuse(
      'moduleId',
      `Complete ${missing.map((m) => m.title).join(' and ')} before ${module.title}`,
    );
  if (!isModuleComplete(module, progress))
    return refuse('moduleId', `Complete every lesson of ${module.title} before its assessment`);
  const passed = assessmentsOf(assessments, moduleId).certificateCode;
  if (passed !== null)
    return refuse('moduleId', `You have passed ${module.title}: your certificate is ${passed}`);
  return { ok: true, module };
}

/** The questions of an attempt, in the order asked, from the module's bank. */
export function attemptQuestions(module: TrainingModule, attempt: Attempt): BankQuestion[] {
  const bank = new Map(questionBank(module).map((q) => [q.id, q]));
  return attempt.questionIds.flatMap((id) => {
    const found = bank.get(id);
    return found ? [found] : [];
  });
}

/**
 * Begins an attempt at `now`, drawing QUESTIONS_PER_ATTEMPT questions from the bank. An attempt
 * not yet submitted is answered again instead, so reloading the page does not redraw the paper.
 * Retakes are not limited: each submitted attempt lets a new one be drawn.
 */
export function startAttempt(
  catalog: readonly TrainingModule[],
  progress: LearnerProgress,
  assessments: LearnerAssessments,
  moduleId: string,
  attemptId: string,
  now: string,
  random: RandomIndex,
):
  | { ok: true; module: TrainingModule; attempt: Attempt; assessments: LearnerAssessments }
  | FieldRefusal {
  const found = findAssessableModule(catalog, progress, assessments, moduleId);
  if (!found.ok) return found;
  const { module } = found;
  const current = assessmentsOf(assessments, moduleId);
  const open = current.attempts.find((a) => a.submittedAt === null);
  if (open) return { ok: true, module, attempt: open, assessments };
  const attempt: Attempt = {
    id: attemptId,
    startedAt: now,
    questionIds: draw(questionBank(module), QUESTIONS_PER_ATTEMPT, random).map((q) => q.id),
    submittedAt: null,
    right: null,
    passed: false,
  };
  return {
    ok: true,
    module,
    attempt,
    assessments: withModule(assessments, moduleId, {
      ...current,
      attempts: [...current.attempts, attempt],
    }),
  };
}

/** Whether `right` of `asked` reaches the pass mark. */
export function reachesPassMark(right: number, asked: number): boolean {
  return asked > 0 && right * 100 >= PASS_MARK_PERCENT * asked;
}

/** What submitting an attempt answered. */
export interface Grading {
  ok: true;
  module: TrainingModule;
  passed: boolean;
  right: number;
  asked: number;
  /** Per question asked, in order: whether it was answered right (the right choice is not told). */
  correct: boolean[];
  assessments: LearnerAssessments;
}

/**
 * Grades the open attempt `attemptId` (one choice index per question, in the order asked) at
 * `now`. A pass records `certificateCode` for the module; a fail leaves the way open to a retake.
 */
export function submitAttempt(
  catalog: readonly TrainingModule[],
  progress: LearnerProgress,
  assessments: LearnerAssessments,
  moduleId: string,
  attemptId: string,
  answers: readonly number[],
  now: string,
  certificateCode: string,
): Grading | FieldRefusal {
  const found = findAssessableModule(catalog, progress, assessments, moduleId);
  if (!found.ok) return found;
  const { module } = found;
  const current = assessmentsOf(assessments, moduleId);
  const attempt = current.attempts.find((a) => a.id === attemptId);
  if (!attempt) return refuse('attemptId', `There is no attempt ${attemptId} at ${module.title}`);
  if (attempt.submittedAt !== null)
    return refuse('attemptId', 'This attempt was submitted already; start a new one');
  const questions = attemptQuestions(module, attempt);
  if (answers.length !== questions.length)
    return refuse('answers', `This attempt has ${questions.length} questions; answer each of them`);
  const correct = questions.map((q, i) => answers[i] === q.question.answer);
  const right = correct.filter(Boolean).length;
  const passed = reachesPassMark(right, questions.length);
  const graded: Attempt = { ...attempt, submittedAt: now, right, passed };
  return {
    ok: true,
    module,
    passed,
    right,
    asked: questions.length,
    correct,
    assessments: withModule(assessments, moduleId, {
      attempts: current.attempts.map((a) => (a.id === attemptId ? graded : a)),
      certificateCode: passed ? certificateCode : null,
    }),
  };
}
