import { definePlugin } from '@keel/core/domain';

/** Fixture of payrollFacts.test.ts: another plugin that reads the payroll facts (as tax will). */
export const plugin = definePlugin({
  id: 'reader',
  title: 'Reader',
  icon: 'book-open',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  uses: ['payroll.facts'],
  nav: [],
  routes: [],
  tables: {},
});
