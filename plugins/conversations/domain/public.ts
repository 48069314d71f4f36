/**
 * What other plugins may use of Conversations: the `conversations.insights` service, the insights
 * a member's own conversations saved in a company (answers that stated figures from the books),
 * newest first. List it in your plugin.ts `optionalUses`, then on the server
 * `ctx.services.getOptional(savedInsightsRef)?.insights(companyId, userId, limit)`. A member only
 * ever gets their own: conversations are private to the member who had them.
 */
import { createServiceRef } from '@keel/core/domain';
import type { SavedInsight } from './history/savedInsights';

export interface SavedInsightsService {
  insights(companyId: string, userId: string, limit: number): Promise<SavedInsight[]>;
}

export const savedInsightsRef = createServiceRef<SavedInsightsService>('conversations.insights');

export { savedInsightSchema } from './history/savedInsights';
export type { SavedInsight } from './history/savedInsights';
/** The page that reopens a conversation: the assistant with `?conversation={id}`. */
export const conversationPath = (conversationId: string) =>
  `/ai-assistant?conversation=${encodeURIComponent(conversationId)}`;
