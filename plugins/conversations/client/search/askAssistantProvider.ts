import { api, pluginApi, type SearchProvider, type SearchResult } from '@keel/core/client';
import { plugin } from '../../plugin';
import { conversationsRoutes } from '../../domain/routes';
import { ASK_PARAM } from '../hooks/useChat';

/** How long the search waits for the typing to stop before it asks the books. */
export const ASK_AFTER_MS = 400;

/** A question rather than a record's name: three words or more, or a question mark. */
export function looksLikeQuestion(query: string): boolean {
  return query.endsWith('?') || query.split(/\s+/).filter(Boolean).length >= 3;
}

let latest = '';
const settle = () => new Promise((resolve) => setTimeout(resolve, ASK_AFTER_MS));

/**
 * The header's AI search answers a question in place: once the typing stops, the books' answer is
 * the hit (when it states figures), and choosing it opens the chat, where the question is asked
 * and kept in a conversation.
 */
export const askAssistantProvider: SearchProvider = {
  id: 'assistant',
  label: 'AI Assistant',
  async search(query): Promise<SearchResult[]> {
    const question = query.trim();
    if (!looksLikeQuestion(question)) return [];
    latest = question;
    await settle();
    if (latest !== question) return [];
    const { companyId } = await api.me();
    if (!companyId) return [];
    const answer = await pluginApi(plugin).call(
      conversationsRoutes.quickAnswer,
      { companyId },
      { message: question },
    );
    if (answer.figures.length === 0) return [];
    return [
      {
        id: 'answer',
        label: answer.response.length > 240 ? `${answer.response.slice(0, 239)}…` : answer.response,
        description: 'AI Assistant · computed from your books · open to keep it in a conversation',
        path: `/ai-assistant?${new URLSearchParams({ [ASK_PARAM]: question }).toString()}`,
      },
    ];
  },
};
