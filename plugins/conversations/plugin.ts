import { clockServiceRef, definePlugin, portfolioServiceRef } from '@keel/core/domain';
import { conversationsTables } from './domain/schema';

/**
 * The assistant chat (/ai-assistant) and the conversation history (/conversations): answers
 * computed from the books through the ledger service and, where the asker may see them, the
 * payroll facts; an OpenAI-compatible model may phrase them when the server configures one.
 */
export const plugin = definePlugin({
  id: 'conversations',
  title: 'AI Assistant',
  icon: 'bot',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  nav: [
    { group: 'Dashboard', label: 'AI Assistant', path: '/ai-assistant', icon: 'bot', order: 10 },
    {
      group: 'Dashboard',
      label: 'Conversations',
      path: '/conversations',
      icon: 'messages-square',
      order: 20,
    },
  ],
  routes: [
    { path: '/ai-assistant', page: 'AssistantPage', title: 'AI Assistant' },
    { path: '/conversations', page: 'ConversationsPage', title: 'Conversations' },
  ],
  tables: conversationsTables,
  uses: [clockServiceRef.id, portfolioServiceRef.id, 'bookkeeping.ledger'],
  optionalUses: [
    'payroll.facts',
    'compliance.status',
    'fraud.threats',
    'tax.liabilities',
    'tax.opportunities',
  ],
});
