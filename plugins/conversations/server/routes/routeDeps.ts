import type { ServerPluginContext } from '@keel/core/server';
import type { ConversationStore } from '../storage/conversationStore';

/** What the routes share: the plugin's context and the member's conversations on disk. */
export interface RouteDeps {
  plugin: ServerPluginContext;
  store: ConversationStore;
  /** Where the monthly report of a company's month downloads (the PDF route's URL). */
  monthlyReportPath: (companyId: string, month: string) => string;
  /** Runs the changes to one conversation one after another (a question and a PATCH at once). */
  inTurn: <T>(key: string, task: () => Promise<T>) => Promise<T>;
}

/** The key a conversation's changes queue under. */
export const turnKey = (companyId: string, userId: string, conversationId: string) =>
  `${companyId} ${userId} ${conversationId}`;
