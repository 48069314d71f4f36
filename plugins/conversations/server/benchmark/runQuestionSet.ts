import { formatUSD } from '@keel/core/domain';
import { questionSet, reportsOf, type RestGet } from './questionSet';

/** POST a JSON body as the member; answers the JSON body. */
export type RestPost = (path: string, body: unknown) => Promise<Record<string, unknown>>;

/** How one question went. */
export interface QuestionOutcome {
  question: string;
  expected: string;
  right: boolean;
  /** Milliseconds the server took to answer, measured around the request. */
  ms: number;
  response: string;
}

/** Whether the text states the amount: "$1,234.56", or its absolute value in a sentence ("fell by"). */
export function statesAmount(text: string, cents: number): boolean {
  return text.includes(formatUSD(cents)) || text.includes(formatUSD(Math.abs(cents)));
}

/**
 * Asks every question of the set through POST /api/conversations as the member, each in a new
 * conversation (after its `before` question, when it has one), and checks the answer's figure.
 */
export async function runQuestionSet(
  get: RestGet,
  post: RestPost,
  member: { userId: string; companyId: string },
  now: () => number,
): Promise<QuestionOutcome[]> {
  const reports = reportsOf(get, member.companyId);
  const ask = (message: string, conversationId?: string) =>
    post('/api/conversations', {
      userId: member.userId,
      companyId: member.companyId,
      message,
      context: 'AI Assistant conversation',
      ...(conversationId ? { conversationId } : {}),
    });
  const outcomes: QuestionOutcome[] = [];
  for (const q of questionSet) {
    const expected = await q.expected(reports);
    const conversationId = q.before ? String((await ask(q.before)).conversationId) : undefined;
    const start = now();
    const answer = await ask(q.question, conversationId);
    const ms = now() - start;
    const response = String(answer.response ?? JSON.stringify(answer));
    outcomes.push({
      question: q.question,
      expected: formatUSD(expected),
      right: statesAmount(response, expected),
      ms,
      response,
    });
  }
  return outcomes;
}
