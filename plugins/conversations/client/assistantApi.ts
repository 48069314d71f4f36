import { pluginApi } from '@keel/core/client';
import { plugin } from '../plugin';
import { conversationsRoutes as routes } from '../domain/routes';
import type { AskBody } from '../domain/schema';

const api = pluginApi(plugin);

/** The assistant's REST routes as the pages call them. */
export const assistantApi = {
  ask: (body: AskBody) => api.call(routes.ask, {}, body),
  list: (companyId: string, q = '') =>
    api.call(routes.list, {}, undefined, { query: { companyId, q } }),
  conversation: (companyId: string, conversationId: string) =>
    api.call(routes.conversation, { conversationId }, undefined, { query: { companyId } }),
  mark: (companyId: string, conversationId: string, resolved: boolean) =>
    api.call(routes.mark, { conversationId }, { resolved }, { query: { companyId } }),
  remove: (companyId: string, conversationId: string) =>
    api.call(routes.remove, { conversationId }, undefined, { query: { companyId } }),
  status: (companyId: string) => api.call(routes.status, { companyId }),
  setModelEnabled: (companyId: string, modelEnabled: boolean) =>
    api.call(routes.setting, { companyId }, { modelEnabled }),
};
