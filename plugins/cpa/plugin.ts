import { definePlugin } from '@keel/core/domain';
import { cpaTables } from './domain/schema';

/**
 * CPA Services at /cpa-services (spec 001, issue 18): an accounting practice's catalogue, its
 * clients with the live health of each client company on Keel (read through core.portfolio and
 * the plugins' services, only where the user is a member with an accountant, CPA or bookkeeper
 * role), its team's credentials and its analytics. The practice is the user's own company.
 */
export const plugin = definePlugin({
  id: 'cpa',
  title: 'CPA Services',
  icon: 'briefcase',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  uses: [
    'core.clock',
    'core.portfolio',
    'core.audit',
    'core.mail',
    'core.notifications',
    'bookkeeping.ledger',
    'payroll.facts',
  ],
  optionalUses: ['tax.liabilities', 'fraud.threats', 'compliance.status'],
  nav: [
    {
      group: 'Services',
      label: 'CPA Services',
      path: '/cpa-services',
      icon: 'briefcase',
      order: 50,
    },
  ],
  routes: [{ path: '/cpa-services', page: 'CpaServicesPage', title: 'CPA Services' }],
  tables: cpaTables,
});
