import { definePlugin } from '@keel/core/domain';
import { TAX_LIABILITIES_SERVICE, TAX_OPPORTUNITIES_SERVICE } from './domain/serviceId';
import { taxTables } from './domain/schema';

/**
 * Tax Optimization at /tax-optimization: liabilities, deadlines and opportunities computed from the
 * company's books (bookkeeping.ledger) and payroll (payroll.facts); payments recorded against the
 * books; the analysis runs as a job (core.jobs); the business type comes from the member's company
 * (core.portfolio). It provides the liabilities and deadlines (tax.liabilities) and the
 * opportunities (tax.opportunities) to other plugins.
 */
export const plugin = definePlugin({
  id: 'tax',
  title: 'Tax Optimization',
  icon: 'receipt',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  provides: [TAX_LIABILITIES_SERVICE, TAX_OPPORTUNITIES_SERVICE],
  uses: [
    'core.clock',
    'core.jobs',
    'core.portfolio',
    'core.notifications',
    'bookkeeping.ledger',
    'payroll.facts',
  ],
  nav: [
    {
      group: 'Services',
      label: 'Tax Optimization',
      path: '/tax-optimization',
      icon: 'receipt',
      order: 40,
    },
  ],
  routes: [{ path: '/tax-optimization', page: 'TaxOptimizationPage', title: 'Tax Optimization' }],
  tables: taxTables,
});
