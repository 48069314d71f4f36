import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';

/** The client half of Tax Optimization: its page and the dashboard tile of taxes due. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { TaxOptimizationPage: () => import('./pages/TaxOptimizationPage') },
  dashboardCards: [
    {
      id: 'tax-due',
      title: 'Taxes due this month',
      slot: 'tile',
      order: 20,
      load: () => import('./cards/TaxDueTile'),
    },
  ],
});
