import type { Conversation, ConversationStats, ConversationSummary } from '../schema';
import { conversationTypeOf } from './conversationType';

/** Messages further apart than this start a new sitting: time spent counts sittings only. */
const SITTING_GAP_MS = 30 * 60_000;

function firstSentence(text: string): string {
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length > 160 ? `${sentence.slice(0, 159)}…` : sentence;
}

/** A conversation as the list shows it. */
export function summaryOf(c: Conversation): ConversationSummary {
  const lastAnswer = [...c.messages].reverse().find((m) => m.role === 'assistant');
  return {
    id: c.id,
    title: c.title,
    type: conversationTypeOf(c.messages),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    resolved: c.resolved,
    messageCount: c.messages.length,
    length: c.messages.reduce((sum, m) => sum + m.content.length, 0),
    preview: lastAnswer ? firstSentence(lastAnswer.content) : '',
  };
}

/** Whether every word of `query` is in the conversation's title or messages (case ignored). */
export function matchesSearch(c: Conversation, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [c.title, ...c.messages.map((m) => m.content)].join('\n').toLowerCase();
  return words.every((w) => text.includes(w));
}

/**
 * Minutes spent in messages timestamped in `month` (YYYY-MM): each sitting runs from its first
 * message to its last, a sitting ending where two messages are more than 30 minutes apart.
 */
export function minutesIn(c: Conversation, month: string): number {
  const times = c.messages
    .filter((m) => m.timestamp.startsWith(month))
    .map((m) => Date.parse(m.timestamp))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  let ms = 0;
  for (let i = 1; i < times.length; i++) {
    const gap = (times[i] ?? 0) - (times[i - 1] ?? 0);
    if (gap <= SITTING_GAP_MS) ms += gap;
  }
  return ms / 60_000;
}

/**
 * The four tiles of /conversations: conversations, minutes this month (`month` is YYYY-MM, in the
 * timestamps' UTC), answers that gave figures, conversations marked resolved.
 */
export function statsOf(conversations: readonly Conversation[], month: string): ConversationStats {
  return {
    conversations: conversations.length,
    minutesThisMonth:
      Math.round(conversations.reduce((sum, c) => sum + minutesIn(c, month), 0) * 10) / 10,
    insights: conversations.reduce(
      (sum, c) =>
        sum + c.messages.filter((m) => m.role === 'assistant' && m.figures.length > 0).length,
      0,
    ),
    resolved: conversations.filter((c) => c.resolved).length,
  };
}
