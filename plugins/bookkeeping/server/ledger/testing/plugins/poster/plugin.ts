import { definePlugin } from '@keel/core/domain';

/** Test fixture of ledgerService.test.ts: another plugin that posts to the ledger (as payroll will). */
export const plugin = definePlugin({
  id: 'poster',
  title: 'Poster',
  icon: 'book-open',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  nav: [],
  routes: [],
  tables: {},
});
