import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';
import { askAssistantProvider } from './search/askAssistantProvider';

/** The client half of the assistant: the chat and the conversation history, loaded on entry. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: {
    AssistantPage: () => import('./pages/AssistantPage'),
    ConversationsPage: () => import('./pages/ConversationsPage'),
  },
  searchProviders: [askAssistantProvider],
});
