import type { ChatMessage, ConversationType } from '../schema';

/** The order types win a tie in. */
const PRECEDENCE: readonly ConversationType[] = ['fraud', 'tax', 'payroll', 'analysis'];

/**
 * What a conversation is about: the kind most of its answers were about (an answer that was
 * neither, a greeting say, does not count), fraud, tax and payroll winning a tie; general when no
 * answer was about any of them.
 */
export function conversationTypeOf(messages: readonly ChatMessage[]): ConversationType {
  const counts = new Map<ConversationType, number>();
  for (const m of messages)
    if (m.type && m.type !== 'general') counts.set(m.type, (counts.get(m.type) ?? 0) + 1);
  let best: ConversationType = 'general';
  for (const type of PRECEDENCE) if ((counts.get(type) ?? 0) > (counts.get(best) ?? 0)) best = type;
  return best;
}
