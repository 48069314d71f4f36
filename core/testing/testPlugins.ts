import { z } from 'zod';
import { definePlugin } from '@keel/core/domain';

/** A small plugin with a company table and a restricted one, for the harness's own tests. */
export const notesPlugin = definePlugin({
  id: 'notes',
  title: 'Notes',
  icon: 'book',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  tables: {
    notes: { schema: z.object({ text: z.string(), pinned: z.boolean().default(false) }) },
    salaries: { schema: z.object({ cents: z.number() }), scope: 'payroll' },
  },
  scopes: { payroll: { read: ['owner'], write: ['owner'] } },
});
