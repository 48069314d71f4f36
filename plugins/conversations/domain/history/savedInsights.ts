import { z } from 'zod';
import type { ChatMessage, Conversation } from '../schema';
import { firstSentence } from './firstSentence';

/** An answer that stated figures from the books: what the Conversations tiles count as an insight. */
export const isInsight = (m: ChatMessage) => m.role === 'assistant' && m.figures.length > 0;

/** One insight a member's conversation saved: the question, the answer's first sentence, and where to reopen it. */
export const savedInsightSchema = z.object({
  conversationId: z.string(),
  question: z.string(),
  answer: z.string(),
  at: z.string(),
});
export type SavedInsight = z.infer<typeof savedInsightSchema>;

/** The insights of a member's conversations, newest first, at most `limit`. */
export function savedInsights(
  conversations: readonly Conversation[],
  limit: number,
): SavedInsight[] {
  const insights: SavedInsight[] = [];
  for (const c of conversations)
    c.messages.forEach((m, i) => {
      if (!isInsight(m)) return;
      const asked = c.messages
        .slice(0, i)
        .reverse()
        .find((q) => q.role === 'user');
      insights.push({
        conversationId: c.id,
        question: asked?.content ?? c.title,
        answer: firstSentence(m.content),
        at: m.timestamp,
      });
    });
  return insights.sort((a, b) => b.at.localeCompare(a.at)).slice(0, Math.max(0, limit));
}
