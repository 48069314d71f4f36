/** Spec 000 §8's toasts of the Training Center. */
export const LESSON_STARTED = 'Your AI training session has begun!';
export const LESSON_COMPLETED = "Great job! You've earned progress points.";

/** What a lesson's check answers when not every answer is right. */
export function notYetMessage(right: number, questions: number): string {
  return `${right} of ${questions} right. Read the explanations and try again.`;
}
