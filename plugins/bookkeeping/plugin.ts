import { definePlugin } from '@keel/core/domain';
import { bookkeepingTables } from './domain/schema';

/**
 * Bookkeeping: the company's double-entry ledger. The screen is not built yet, so there is no
 * sidebar entry and no page; the tables and the REST routes under /api/bookkeeping are live.
 */
export const plugin = definePlugin({
  id: 'bookkeeping',
  title: 'Bookkeeping',
  icon: 'book-open',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  tables: bookkeepingTables,
});
