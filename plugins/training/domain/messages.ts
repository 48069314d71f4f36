import { PASS_MARK_PERCENT } from './assessment/schema';

/** Spec 000 §8's toasts of the Training Center. */
export const LESSON_STARTED = 'Your AI training session has begun!';
export const LESSON_COMPLETED = "Great job! You've earned progress points.";

/** What a lesson's check answers when not every answer is right. */
export function notYetMessage(right: number, questions: number): string {
  return `${right} of ${questions} right. Read the explanations and try again.`;
}

/** What submitting a module's assessment answers. */
export function assessmentMessage(passed: boolean, scorePercent: number, moduleTitle: string) {
  return passed
    ? `You passed ${moduleTitle} with ${scorePercent}%. Your certificate is ready.`
    : `${scorePercent}%: the pass mark is ${PASS_MARK_PERCENT}%. Review the lessons and take the assessment again.`;
}
