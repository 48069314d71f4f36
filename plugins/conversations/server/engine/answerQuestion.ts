import { answerFromBooks } from '../answers/answerFromBooks';
import type { Reply } from '../answers/reply';
import type { ChatMessage, ToolUse } from '../../domain/schema';
import type { ToolContext } from '../tools/toolTypes';
import { ModelError } from '../model/chatCompletions';
import type { ModelConfig } from '../model/modelConfig';
import { answerWithModel, ModelReplyRefused } from './answerWithModel';

/** Why the model did not answer, in words for the asker. */
function whyNotModel(error: unknown, timedOut: boolean): string {
  if (timedOut)
    return 'The language model did not answer in time, so this answer is computed from the books.';
  if (error instanceof ModelReplyRefused)
    return `${error.message} This answer is computed from the books.`;
  if (error instanceof ModelError)
    return `${error.message}, so this answer is computed from the books.`;
  return 'The language model could not be reached, so this answer is computed from the books.';
}

/**
 * The answer to a question: the books' own answer, or, when a model is configured and on for the
 * company, the model's over the same tools, checked figure by figure against them. A model that
 * fails, times out or states a figure no tool gave leaves the books' answer, with a note saying why.
 */
export async function answerQuestion(input: {
  ctx: ToolContext;
  question: string;
  history: readonly ChatMessage[];
  previous: ToolUse | null;
  model: ModelConfig | null;
  /** Hears a model's text as it is written, before it is checked. */
  onText?: (text: string) => void;
}): Promise<Reply> {
  const books = await answerFromBooks(input.ctx, input.question, input.previous);
  if (!input.model) return books;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error('timeout'));
  }, input.model.timeoutMs);
  try {
    return await answerWithModel(
      input.ctx,
      input.model,
      input.question,
      input.history,
      books,
      controller.signal,
      input.onText,
    );
  } catch (error) {
    return { ...books, note: whyNotModel(error, timedOut) };
  } finally {
    clearTimeout(timer);
  }
}
