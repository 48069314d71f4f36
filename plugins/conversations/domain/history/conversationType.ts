import type { ChatMessage, ConversationType } from '../schema';

/** The order types win in when a conversation's answers were of several kinds. */
const PRECEDENCE: readonly ConversationType[] = ['fraud', 'tax', 'payroll', 'analysis'];

/**
 * What a conversation is about, from its answers: fraud, tax or payroll when any answer was about
 * them, analysis when an answer used the books' figures, else general.
 */
export function conversationTypeOf(messages: readonly ChatMessage[]): ConversationType {
  const seen = new Set(messages.map((m) => m.type));
  return PRECEDENCE.find((t) => seen.has(t)) ?? 'general';
}
