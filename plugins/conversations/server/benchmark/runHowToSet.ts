import { howToSet } from './howToSet';
import type { RestPost } from './runQuestionSet';

/** How one how-to question went: the section the answer linked, if any. */
export interface HowToOutcome {
  question: string;
  expected: string[];
  linked: string | null;
  right: boolean;
  ms: number;
}

/**
 * Asks every question of the how-to set through POST /api/conversations as the member and reads
 * the manual section its answer links (`/user-manual?tab=…#<section>`).
 */
export async function runHowToSet(
  post: RestPost,
  member: { userId: string; companyId: string },
  now: () => number,
): Promise<HowToOutcome[]> {
  const outcomes: HowToOutcome[] = [];
  for (const q of howToSet) {
    const start = now();
    const answer = await post('/api/conversations', {
      userId: member.userId,
      companyId: member.companyId,
      message: q.question,
      context: 'AI Assistant conversation',
    });
    const ms = now() - start;
    const sources = (answer.sources ?? []) as { path: string }[];
    const manual = sources.find((s) => s.path.startsWith('/user-manual'));
    const linked = manual ? (manual.path.split('#')[1] ?? null) : null;
    const response = String(answer.response ?? '');
    const right =
      q.sections.length === 0
        ? linked === null && response.startsWith("I couldn't find that in the user manual.")
        : linked !== null && q.sections.includes(linked);
    outcomes.push({ question: q.question, expected: q.sections, linked, right, ms });
  }
  return outcomes;
}
