import { clockServiceRef, definePlugin } from '@keel/core/domain';

/**
 * 3D Financial Models: backtested forecasts of the company's books (revenue, cash flow, cash risk,
 * profitability) read through the ledger service, shown in 2D and 3D at /3d-financial-models, and
 * provided to other plugins as `models.forecasts`. It keeps no tables of its own.
 */
export const plugin = definePlugin({
  id: 'models',
  title: '3D Financial Models',
  icon: 'box',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  provides: ['models.forecasts'],
  uses: [clockServiceRef.id, 'bookkeeping.ledger'],
  nav: [
    {
      group: 'Analytics',
      label: '3D Financial Models',
      path: '/3d-financial-models',
      icon: 'box',
      order: 20,
    },
  ],
  routes: [{ path: '/3d-financial-models', page: 'FinancialModels', title: '3D Financial Models' }],
  tables: {},
});
