import { fillPath } from '@keel/core/domain';
import { defineServerPlugin } from '@keel/core/server';
import { conversationsRoutes } from '../domain/routes';
import { registerAskRoute } from './routes/askRoute';
import { registerHistoryRoutes } from './routes/historyRoutes';
import { registerQuickAnswerRoute } from './routes/quickAnswerRoute';
import { registerReportRoute } from './routes/reportRoute';
import { registerStatusRoutes } from './routes/statusRoutes';
import type { RouteDeps } from './routes/routeDeps';
import { createConversationStore } from './storage/conversationStore';
import { keyedQueue } from './storage/keyedQueue';

/** The server half of the assistant: REST routes under /api/conversations. */
export const serverPlugin = defineServerPlugin({
  id: 'conversations',
  init(ctx) {
    const deps: RouteDeps = {
      plugin: ctx,
      store: createConversationStore(ctx.files),
      inTurn: keyedQueue(),
      monthlyReportPath: (companyId, month) =>
        `/api/conversations${fillPath(conversationsRoutes.monthlyReport.path, { companyId, month })}`,
    };
    registerStatusRoutes(deps);
    registerReportRoute(deps);
    registerQuickAnswerRoute(deps);
    registerAskRoute(deps);
    registerHistoryRoutes(deps);
  },
});
