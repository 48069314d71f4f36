import { z } from 'zod';
import { defineRoute } from '@keel/core/domain';
import { itemSchema, newItemSchema } from './schema';

/** An item as the routes answer it: its row and its id. */
export const itemAnswerSchema = itemSchema.extend({ id: z.string() });

/**
 * The REST routes of Compliance, declared once, served at /api/compliance: the server registers these
 * paths (server/routes/items.ts), the page calls them through pluginApi(plugin).
 */
export const complianceRoutes = {
  items: defineRoute({
    mount: 'plugin',
    method: 'GET',
    path: '/companies/:companyId/items',
    answer: z.object({ items: z.array(itemAnswerSchema) }),
  }),
  addItem: defineRoute({
    mount: 'plugin',
    method: 'POST',
    path: '/companies/:companyId/items',
    body: newItemSchema,
    answer: z.object({ item: itemAnswerSchema }),
  }),
};
