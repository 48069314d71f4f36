import { definePlugin } from '@keel/core/domain';

/** Test fixture of ledgerService.test.ts: another plugin that reads and posts through the ledger service. */
export const plugin = definePlugin({
  id: 'poster',
  title: 'Poster',
  icon: 'book-open',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  uses: ['bookkeeping.ledger'],
  nav: [],
  routes: [],
  tables: {},
});
