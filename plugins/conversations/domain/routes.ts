import { z } from 'zod';
import { defineRoute } from '@keel/core/domain';
import {
  askAnswerSchema,
  askBodySchema,
  assistantStatusSchema,
  conversationSchema,
  conversationStatsSchema,
  conversationSummarySchema,
  patchBodySchema,
  quickAnswerSchema,
  quickAskSchema,
  settingBodySchema,
} from './schema';

/**
 * The REST routes of Conversations, declared once, served at /api/conversations: the server
 * registers these paths (server/routes/), the pages call them through pluginApi(plugin). The
 * spec's POST /api/conversations is `ask`; a conversation's routes name its company in the query.
 */
export const conversationsRoutes = {
  ask: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/',
    body: askBodySchema,
    answer: askAnswerSchema,
  }),
  /** The same question, answered as server-sent events: a model's draft text, then the answer. */
  askStream: defineRoute({ mount: 'plugin', method: 'POST', path: '/stream', body: askBodySchema }),
  list: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/',
    answer: z.object({
      conversations: z.array(conversationSummarySchema),
      stats: conversationStatsSchema,
    }),
  }),
  conversation: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/:conversationId',
    answer: z.object({ conversation: conversationSchema }),
  }),
  mark: defineRoute({
    mount: 'plugin',
    method: 'PATCH',
    path: '/:conversationId',
    body: patchBodySchema,
    answer: z.object({ conversation: conversationSchema }),
  }),
  remove: defineRoute({
    mount: 'plugin',
    method: 'DELETE',
    path: '/:conversationId',
    answer: z.object({ removed: z.literal(true) }),
  }),
  status: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/companies/:companyId/status',
    answer: assistantStatusSchema,
  }),
  setting: defineRoute({
    mount: 'plugin',
    method: 'PUT',
    path: '/companies/:companyId/setting',
    body: settingBodySchema,
    answer: assistantStatusSchema,
  }),
  /** A question from the header's search, answered from the books and not stored. */
  quickAnswer: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/companies/:companyId/answer',
    body: quickAskSchema,
    answer: quickAnswerSchema,
  }),
  monthlyReport: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/companies/:companyId/monthly-report/:month',
  }),
};
