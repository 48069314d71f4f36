import { definePlugin } from '@keel/core/domain';

/**
 * Fixture of clientHealth.test.ts: a practice reading its clients' health through the services
 * CPA Services will use, with Tax, Fraud and Compliance declared optional and absent here.
 */
export const plugin = definePlugin({
  id: 'practice',
  title: 'Practice',
  icon: 'briefcase',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  uses: ['core.clock', 'core.portfolio', 'bookkeeping.ledger', 'payroll.facts'],
  optionalUses: ['tax.liabilities', 'fraud.threats', 'compliance.status'],
  nav: [],
  routes: [],
  tables: {},
});
