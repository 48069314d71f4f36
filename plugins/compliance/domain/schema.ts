import { z } from 'zod';

/** One row of the items table, as it is synced. */
export const itemSchema = z.object({
  title: z.string(),
  createdAt: z.string(),
});

/** What a person may send to create an item. */
export const newItemSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is too long'),
});

/** Items are added through POST items (server/routes/items.ts), which checks them: no browser writes the table. */
export const complianceTables = {
  items: { schema: itemSchema, writtenBy: 'server' },
} as const;

export type Item = z.infer<typeof itemSchema>;
export type NewItem = z.input<typeof newItemSchema>;
